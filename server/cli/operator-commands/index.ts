/**
 * Every operator CLI command group, in usage order. A capability adds its commands as one
 * file here and one line in this list.
 */
import { kycCommands } from './kyc';
import { chainCommands, paymentsCommands } from './payments';
import { bannerCommands, pushCommands, settingsCommands } from './site';
import type { CommandGroup } from './types';
import { walletCommands } from './wallet';
import { withdrawalsCommands } from './withdrawals';

export const COMMAND_GROUPS: readonly CommandGroup[] = [
  bannerCommands,
  settingsCommands,
  pushCommands,
  kycCommands,
  walletCommands,
  chainCommands,
  paymentsCommands,
  withdrawalsCommands,
];
