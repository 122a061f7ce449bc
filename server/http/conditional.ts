/**
 * Content negotiation and validators for answers the server prepares ahead (the catalogue's
 * essentials, generated images): which stored encoding a client takes, and whether its
 * If-None-Match already names what we would send.
 */

export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** The best of br and gzip the Accept-Encoding header allows (q > 0), else identity. */
export function preferredEncoding(header: string | undefined): StoredEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

/** The quoted entity tag of one encoding of a body whose validator is `base`. */
export function entityTag(base: string, encoding: StoredEncoding): string {
  return encoding === 'identity' ? `"${base}"` : `"${base}-${encoding}"`;
}

/**
 * True when If-None-Match lists any encoding of `base` (or `*`): the client holds the same
 * content, so it may keep its copy whichever encoding it came in (RFC 9110 §13.1.2 compares
 * weakly).
 */
export function matchesIfNoneMatch(header: string | undefined, base: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    if (tag === '*') return true;
    const value = tag.replace(/^"|"$/g, '');
    return value === base || value === `${base}-br` || value === `${base}-gzip`;
  });
}
