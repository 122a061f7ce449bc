/** The studio whose old game paths still redirect (the table is in legacy-studio-paths.ts). */
export const LEGACY_STUDIO = {
  name: 'Sawtooth Studios',
  /** The provider page path: /provider/{providerPath}. */
  providerPath: 'sawtooth-studios',
} as const;

/** The first path segment of the legacy links. */
export const LEGACY_STUDIO_PREFIX = 'sawtooth';
