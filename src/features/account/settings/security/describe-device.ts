/** A short, human name for a session's browser and system, read from its user agent. */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function first(agent: string, table: Array<[RegExp, string]>): string | null {
  return table.find(([pattern]) => pattern.test(agent))?.[1] ?? null;
}

export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '?';
  const parts = [first(userAgent, BROWSERS), first(userAgent, SYSTEMS)].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : userAgent.slice(0, 40);
}
