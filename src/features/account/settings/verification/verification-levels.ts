/** The four verification levels of the KYC and AML Policy §4 (spec part 2 §4: levels 1–4). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface VerificationLevel {
  level: 1 | 2 | 3 | 4;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

export const VERIFICATION_LEVELS: readonly VerificationLevel[] = [
  {
    level: 1,
    title: msg`Basic details`,
    text: msg`Your name, date of birth, country, address, city, province or state, postal code and phone number.`,
  },
  {
    level: 2,
    title: msg`Identity document`,
    text: msg`A passport, national identity card or driving licence, sometimes with a selfie.`,
  },
  {
    level: 3,
    title: msg`Proof of address and payment methods`,
    text: msg`A recent utility bill or bank statement, and proof that your payment methods are yours.`,
  },
  {
    level: 4,
    title: msg`Source of funds`,
    text: msg`Where the money you play with comes from, for high-value activity.`,
  },
];
