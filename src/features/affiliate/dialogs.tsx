/** Lazy entry for the affiliate feature's dialogs: the registry imports this name. */
export { AffiliateDialog } from './AffiliateDialog';
