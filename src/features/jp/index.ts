/**
 * JP: the welcome-offer landing page (/jp) that opens the register dialog for visitors on
 * arrival and presents sign-up, Roowards and the lobby.
 */
export { JoinPromoPage } from './JoinPromoPage';
