/**
 * Money on the wire. Every amount is US dollars (display currencies are only a view, see
 * display-currency.ts). Amounts a player sends are parsed into a canonical decimal string with
 * at most 8 decimals, so the server turns them into exact integer units without ever doing
 * float arithmetic; amounts the server sends are plain numbers for display.
 */
import { z } from 'zod/mini';

export const AMOUNT_DECIMALS = 8;
/** Larger than any real balance; keeps units far inside bigint and exact in a JS number. */
export const MAX_AMOUNT = 10_000_000_000;

const DECIMAL = /^\d{1,11}(\.\d{1,8})?$/;

/** A decimal string from a number or string, or null when it is not a valid amount. */
export function canonicalAmount(value: number | string): string | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    text = value.toFixed(AMOUNT_DECIMALS);
    // toFixed rounds: a number with more decimals than we keep is refused, not rounded.
    if (Number(text) !== value) return null;
  } else {
    text = value.trim();
  }
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const canonical = `${BigInt(whole).toString()}${trimmed ? `.${trimmed}` : ''}`;
  return Number(canonical) > MAX_AMOUNT ? null : canonical;
}

/** Exact amounts as bigint units of 1e-8, the ledger's and every conversion's unit. */
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

/** The exact decimal string of units ('-0.385'). */
export function formatUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const whole = abs / UNITS_PER_DOLLAR;
  const fraction = (abs % UNITS_PER_DOLLAR).toString().padStart(AMOUNT_DECIMALS, '0');
  const trimmed = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${trimmed ? `.${trimmed}` : ''}`;
}

/** A positive amount of at most 8 decimals, as its canonical decimal string. */
export const amountSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value, ctx) => {
    const canonical = canonicalAmount(value);
    if (canonical === null || Number(canonical) <= 0) {
      ctx.issues.push({
        code: 'custom',
        input: value,
        message: 'Enter a positive amount with at most 8 decimals',
      });
      return z.NEVER;
    }
    return canonical;
  }),
);

/** A fresh idempotency key for one money request (retries of that request reuse it). */
export const idempotencyKeySchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,64}$/));

/** Header that carries the idempotency key of a money request. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
