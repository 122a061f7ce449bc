/** The sort dropdown's labels (spec part 1 §9 'Sort options'). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GameSort } from '@/contracts/catalogue';

export const SORT_LABELS: Record<GameSort, MessageDescriptor> = {
  pop_desc: msg`Most popular`,
  recommended: msg`Recommended`,
  title_asc: msg`A-Z`,
  title_desc: msg`Z-A`,
  releasedAt: msg`Newest`,
};
