/** Kadi: the multiplayer card game's lobby, tables, quick-play and local play; rules dialog in ./dialogs. */
export { KadiLobbyPage } from './KadiLobbyPage';
export { KadiLocalPage } from './KadiLocalPage';
export { KadiQwickiePage } from './KadiQwickiePage';
export { KadiRoomPage } from './KadiRoomPage';
export { type KadiLobbySearch, kadiLobbySearchSchema, kadiRoomIdSchema } from './search';
