/**
 * Display exchange rates (1 USD = rate of a currency). Seeded once with reference rates; the
 * operator updates them (operator API / CLI), which broadcasts `currencyUpdated`. Balances
 * never change with a rate: they are kept in USD and only shown converted.
 */

import type { Db } from '@server/db/client';
import { exchangeRates } from '@server/db/schema';
import { eq, sql } from 'drizzle-orm';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from '@/contracts/display-currency';
import type { ExchangeRates } from '@/contracts/wallet';

/** Reference rates of late 2026, a starting point the operator replaces. */
const SEED: Readonly<Record<DisplayCurrency, { symbol: string; rate: string }>> = {
  usd: { symbol: '$', rate: '1' },
  eur: { symbol: '€', rate: '0.92' },
  gbp: { symbol: '£', rate: '0.79' },
  cad: { symbol: 'CA$', rate: '1.38' },
  aud: { symbol: 'A$', rate: '1.52' },
  brl: { symbol: 'R$', rate: '5.45' },
  mxn: { symbol: 'MX$', rate: '18.6' },
  clp: { symbol: 'CLP$', rate: '940' },
  pen: { symbol: 'S/', rate: '3.75' },
  ars: { symbol: 'AR$', rate: '1050' },
  inr: { symbol: '₹', rate: '84.5' },
  jpy: { symbol: '¥', rate: '152' },
  krw: { symbol: '₩', rate: '1390' },
  cny: { symbol: 'CN¥', rate: '7.2' },
  try: { symbol: '₺', rate: '34.5' },
  rub: { symbol: '₽', rate: '97' },
  idr: { symbol: 'Rp', rate: '15800' },
  php: { symbol: '₱', rate: '58.5' },
  thb: { symbol: '฿', rate: '34.8' },
  vnd: { symbol: '₫', rate: '25400' },
  kes: { symbol: 'KSh', rate: '129' },
  ngn: { symbol: '₦', rate: '1650' },
  zar: { symbol: 'R', rate: '18.1' },
};

export async function seedExchangeRates(db: Db): Promise<void> {
  await db
    .insert(exchangeRates)
    .values(DISPLAY_CURRENCIES.map((currency) => ({ currency, ...SEED[currency] })))
    .onConflictDoNothing();
}

export async function readExchangeRates(db: Db): Promise<ExchangeRates> {
  const rows = await db.select().from(exchangeRates);
  return Object.fromEntries(
    rows.map((row) => [row.currency, { symbol: row.symbol, rate: Number(row.rate) }]),
  );
}

/** Sets one rate; false when the currency is not a display currency. USD stays 1. */
export async function setExchangeRate(db: Db, currency: string, rate: string): Promise<boolean> {
  const known = DISPLAY_CURRENCIES.find((c) => c === currency);
  if (!known || known === 'usd') return false;
  const updated = await db
    .update(exchangeRates)
    .set({ rate, updatedAt: sql`now()` })
    .where(eq(exchangeRates.currency, known))
    .returning({ currency: exchangeRates.currency });
  return updated.length > 0;
}
