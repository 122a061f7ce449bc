/** home */
export { HomePage } from './HomePage';
