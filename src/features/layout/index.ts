/**
 * Layout: the app frame — top bar, side menu, chat panel slot, bottom navigation, promo strip —
 * and the breakpoint rules that decide which panels are open.
 */
export { AppLayout } from './AppLayout';
export { LAYOUT } from './breakpoints';
export { isJpPath, isKadiTablePath } from './page-rules';
