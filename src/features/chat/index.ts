/** Chat: the live chat panel shown in the layout's right-hand slot. */
export { ChatPanel } from './ChatPanel';
