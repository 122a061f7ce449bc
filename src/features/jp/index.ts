/** jp */
export { JoinPromoPage } from './JoinPromoPage';
