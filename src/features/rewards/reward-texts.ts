/** Each reward type's name and description (Bonus and Promotion Policy §6.1). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RewardType } from './types';

export const REWARD_NAMES: Record<RewardType, MessageDescriptor> = {
  d: msg`Daily reward`,
  w: msg`Weekly reward`,
  m: msg`Monthly reward`,
};

export const REWARD_DESCRIPTIONS: Record<RewardType, MessageDescriptor> = {
  d: msg`Based on your play during the previous day.`,
  w: msg`Based on your play during the previous week.`,
  m: msg`Based on your play during the previous calendar month.`,
};
