/**
 * Where a withdrawal goes: an XRP classic address with an optional destination tag, or an
 * M-Pesa phone number. Problem codes, like ./amount-rules.
 */
export type DestinationProblem = 'required' | 'xrpAddress' | 'destinationTag' | 'phone';

/** Classic XRP Ledger addresses: 'r' then 24–34 base58 characters (no 0, O, I or l). */
const XRP_ADDRESS = /^r[1-9A-HJ-NP-Za-km-z]{24,34}$/;
const UINT32_MAX = 4_294_967_295;

export function checkXrpAddress(value: string): DestinationProblem | null {
  const address = value.trim();
  if (!address) return 'required';
  return XRP_ADDRESS.test(address) ? null : 'xrpAddress';
}

/** Optional; when given, a whole number that fits the ledger's 32-bit field. */
export function checkDestinationTag(value: string): DestinationProblem | null {
  const tag = value.trim();
  if (!tag) return null;
  return /^\d{1,10}$/.test(tag) && Number(tag) <= UINT32_MAX ? null : 'destinationTag';
}

/** International format: an optional '+', then 9 to 15 digits; spaces are ignored. */
export function checkPhone(value: string): DestinationProblem | null {
  const phone = value.replace(/\s+/g, '');
  if (!phone) return 'required';
  return /^\+?\d{9,15}$/.test(phone) ? null : 'phone';
}
