/**
 * Display currencies a player may choose (spec part 1 §5: only known ones are used, otherwise
 * usd). Amounts are kept in USD and converted for display with the exchange rates.
 */
export const DISPLAY_CURRENCIES = [
  'usd',
  'eur',
  'gbp',
  'cad',
  'aud',
  'brl',
  'mxn',
  'clp',
  'pen',
  'ars',
  'inr',
  'jpy',
  'krw',
  'cny',
  'try',
  'rub',
  'idr',
  'php',
  'thb',
  'vnd',
  'kes',
  'ngn',
  'zar',
] as const;
export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];
export const DEFAULT_DISPLAY_CURRENCY: DisplayCurrency = 'usd';

export function toDisplayCurrency(value: unknown): DisplayCurrency {
  return DISPLAY_CURRENCIES.includes(value as DisplayCurrency)
    ? (value as DisplayCurrency)
    : DEFAULT_DISPLAY_CURRENCY;
}
