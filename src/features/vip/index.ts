/** vip */
export { VipPage } from './VipPage';
