/** The Originals' names as players know them (linearmines is Mission Uncrossable). */

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OriginalGame } from '@/contracts/originals';

export const ORIGINAL_GAME_NAMES: Record<OriginalGame, MessageDescriptor> = {
  dice: msg`Dice`,
  mines: msg`Mines`,
  junglemines: msg`Jungle Mines`,
  towers: msg`Towers`,
  linearmines: msg`Mission Uncrossable`,
};
