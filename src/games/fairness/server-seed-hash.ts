/** The commitment shown while a server seed is active: SHA-256 of its text, lowercase hex. */
export function serverSeedHash(_serverSeed: string): string {
  throw new Error('not implemented yet');
}
