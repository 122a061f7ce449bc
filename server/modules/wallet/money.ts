/**
 * Exact money: amounts are bigint units of 1e-8 USD inside the server. Decimal strings (from
 * contracts/money's amountSchema) become units without floats (toUnits and formatUnits live in
 * contracts/money, so the cashier's quotes use the very same arithmetic); units become numbers
 * only for JSON the client displays.
 */
import { formatUnits, toUnits } from '@/contracts/money';

export { formatUnits, toUnits, UNITS_PER_DOLLAR } from '@/contracts/money';

/** Units of whole or fractional dollars written in code (`dollars(10)`, `dollars('0.385')`). */
export function dollars(amount: number | string): bigint {
  return toUnits(typeof amount === 'number' ? String(amount) : amount);
}

/** For display: the nearest number (exact to far below a cent for any real balance). */
export function unitsToNumber(units: bigint): number {
  return Number(formatUnits(units));
}
