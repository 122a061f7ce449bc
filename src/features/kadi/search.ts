/** The lobby's address filters; the schema is a contract so the thin route can validate it. */
export { type KadiLobbySearch, kadiLobbySearchSchema, kadiRoomIdSchema } from '@/contracts/kadi';
