/** Lazy entry for the kadi feature's dialogs: the registry imports this name. */
export { PokerRulesDialog } from './rules/PokerRulesDialog';
