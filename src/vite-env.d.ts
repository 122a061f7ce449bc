/// <reference types="vite/client" />

/** Unique per build; see vite.config.ts. */
declare const __BUILD_ID__: string;
