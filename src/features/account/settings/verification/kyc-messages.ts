/** Translated words of the verification tab: field problems, documents, level states. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { KycProblem } from '@/contracts/kyc';
import type { KycDocumentKind } from '@/contracts/kyc-documents';
import type { KycStatus } from '@/contracts/kyc-status';

export const KYC_PROBLEM_MESSAGES: Record<KycProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  name: msg`Use letters, spaces, hyphens and apostrophes only (at most 50).`,
  date: msg`Enter a real date.`,
  underAge: msg`You must be at least 18 years old.`,
  overAge: msg`Check the year of your date of birth.`,
  country: msg`Choose a country from the list.`,
  tooLong: msg`Use at most 100 characters.`,
  postalCode: msg`Use 2 to 12 letters, digits, spaces or hyphens.`,
  phone: msg`Enter the number in international format, like +254712345678.`,
};

export const DOCUMENT_LABELS: Record<
  KycDocumentKind,
  { title: MessageDescriptor; hint: MessageDescriptor }
> = {
  identity_front: {
    title: msg`Identity document, front`,
    hint: msg`Passport photo page, national identity card or driving licence.`,
  },
  identity_back: {
    title: msg`Identity document, back`,
    hint: msg`The back of the card, or the passport page with your signature.`,
  },
  proof_of_address: {
    title: msg`Proof of address`,
    hint: msg`A utility bill or bank statement from the last 3 months showing your name and address.`,
  },
  payment_method: {
    title: msg`Payment method`,
    hint: msg`A photo of your card (cover the middle digits) or a screenshot of your wallet.`,
  },
  source_of_funds: {
    title: msg`Source of funds`,
    hint: msg`A payslip, bank statement, tax return or sale contract showing where your money comes from.`,
  },
};

export const STATUS_BADGES: Record<KycStatus, { label: MessageDescriptor; color: string }> = {
  not_started: { label: msg`Not started`, color: 'gray' },
  pending: { label: msg`Pending review`, color: 'yellow' },
  verified: { label: msg`Verified`, color: 'green' },
  rejected: { label: msg`Rejected`, color: 'red' },
};
