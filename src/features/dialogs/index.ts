/**
 * Dialogs: the `?modal=` dialog system — the registry of every key, the host that renders the
 * open one, and the rules that open dialogs on load. Opening and closing from anywhere goes
 * through `useModal` in shared/lib/modal-navigation.
 */
export { DialogLayer } from './DialogLayer';
