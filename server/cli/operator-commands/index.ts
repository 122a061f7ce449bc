/**
 * Every operator CLI command group, in usage order. A capability adds its commands as one
 * file here and one line in this list.
 */
import { bonusCommands } from './bonus';
import { catalogueCommands } from './catalogue';
import { chatCommands } from './chat';
import { kycCommands } from './kyc';
import { chainCommands, paymentsCommands } from './payments';
import { promoCommands } from './promo';
import { rgCommands } from './rg';
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
  bonusCommands,
  rgCommands,
  promoCommands,
  chainCommands,
  paymentsCommands,
  withdrawalsCommands,
  catalogueCommands,
  chatCommands,
];
