/**
 * The card a player types on the sandbox partner's page, checked as a card form checks it —
 * a 13 to 19 digit number passing the Luhn checksum, an expiry month not in the past, a 3 or
 * 4 digit security code — and answered like a test-mode card network: numbers ending in 0002
 * are declined (4000 0000 0000 0002), any other valid card (4242 4242 4242 4242) is charged.
 */

export interface CardInput {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardCheck =
  | { ok: true; outcome: 'charged' | 'declined'; last4: string }
  | { ok: false; problem: string };

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY (or MM/YYYY) of a month that has not ended yet. */
function expiryValid(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = Number(match[2]?.length === 2 ? `20${match[2]}` : match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

export function checkCard(card: CardInput, now = new Date()): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, problem: 'Enter a valid card number' };
  }
  if (!expiryValid(card.expiry, now)) {
    return { ok: false, problem: 'Enter the expiry date as MM/YY, not in the past' };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, problem: 'Enter the 3 or 4 digit security code' };
  }
  return {
    ok: true,
    outcome: digits.endsWith('0002') ? 'declined' : 'charged',
    last4: digits.slice(-4),
  };
}
