/**
 * Exact money: amounts are bigint units of 1e-8 USD inside the server. Decimal strings (from
 * contracts/money's amountSchema) become units without floats; units become numbers only for
 * JSON the client displays.
 */
import { AMOUNT_DECIMALS, canonicalAmount } from '@/contracts/money';

export const UNITS_PER_DOLLAR = 10n ** BigInt(AMOUNT_DECIMALS);

/** Units of a canonical decimal string ('12.5' → 1_250_000_000n); throws on anything else. */
export function toUnits(decimal: string): bigint {
  const negative = decimal.startsWith('-');
  const canonical = canonicalAmount(negative ? decimal.slice(1) : decimal);
  if (canonical === null) throw new RangeError(`Not an amount: ${decimal}`);
  const [whole = '0', fraction = ''] = canonical.split('.');
  const units = BigInt(whole) * UNITS_PER_DOLLAR + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0'));
  return negative ? -units : units;
}

/** Units of whole or fractional dollars written in code (`dollars(10)`, `dollars('0.385')`). */
export function dollars(amount: number | string): bigint {
  return toUnits(typeof amount === 'number' ? String(amount) : amount);
}

/** The exact decimal string of units ('-0.385'). */
export function formatUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNITS_PER_DOLLAR;
  const fraction = (abs % UNITS_PER_DOLLAR).toString().padStart(AMOUNT_DECIMALS, '0');
  const trimmed = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${trimmed ? `.${trimmed}` : ''}`;
}

/** For display: the nearest number (exact to far below a cent for any real balance). */
export function unitsToNumber(units: bigint): number {
  return Number(formatUnits(units));
}
