/**
 * The one Jotai store of the app. React reads it through <Provider store={appStore}>; code
 * outside React (socket handlers, API listeners) reads and writes atoms through it directly.
 */
import { createStore } from 'jotai';

export const appStore = createStore();
