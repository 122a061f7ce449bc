/**
 * Identity verification levels 2–4: which documents each level needs, the upload body, and
 * the file checks both sides run (type by magic bytes, never by name or declared type; size).
 *
 * Why these documents (what licensing regulators' AML guidance asks of an online casino):
 * - Level 2, identity: a government photo ID, both sides, because the back of national ID
 *   cards and driving licences carries the address, machine-readable zone or issue details.
 *   For a passport the 'back' is the page with the signature.
 * - Level 3, address: one proof of address (utility bill or bank statement, recent), plus an
 *   optional proof that a payment method is the player's own (card photo with middle digits
 *   covered, or a wallet screenshot); optional because a player may not have deposited yet.
 * - Level 4, source of funds: one document showing where the money comes from (payslip, bank
 *   statement, tax return, sale contract), asked for high-value activity.
 */
import { z } from 'zod/mini';

export const KYC_DOCUMENT_KINDS = [
  'identity_front',
  'identity_back',
  'proof_of_address',
  'payment_method',
  'source_of_funds',
] as const;
export type KycDocumentKind = (typeof KYC_DOCUMENT_KINDS)[number];

export type KycDocumentLevel = 2 | 3 | 4;

export interface KycDocumentRequirement {
  kind: KycDocumentKind;
  /** The level counts as submitted once every required document is in. */
  required: boolean;
}

export const KYC_LEVEL_DOCUMENTS: Record<KycDocumentLevel, readonly KycDocumentRequirement[]> = {
  2: [
    { kind: 'identity_front', required: true },
    { kind: 'identity_back', required: true },
  ],
  3: [
    { kind: 'proof_of_address', required: true },
    { kind: 'payment_method', required: false },
  ],
  4: [{ kind: 'source_of_funds', required: true }],
};

export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_FILE_NAME_MAX = 120;

export const KYC_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

const SIGNATURES: ReadonlyArray<{ type: KycDocumentType; bytes: readonly number[] }> = [
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // "%PDF-"
];

/** The file's real type from its first bytes, or null when it is none of the accepted ones. */
export function sniffDocumentType(head: Uint8Array): KycDocumentType | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => head[i] === byte));
  return found?.type ?? null;
}

export function isDocumentKindOf(level: KycDocumentLevel, kind: KycDocumentKind): boolean {
  return KYC_LEVEL_DOCUMENTS[level].some((doc) => doc.kind === kind);
}

/** Base64 of the largest file, rounded up to whole 4-character groups. */
const BASE64_MAX = Math.ceil(KYC_DOCUMENT_MAX_BYTES / 3) * 4;

/** POST /api/kyc/documents: one file, base64-encoded (no multipart parser on the server). */
export const kycDocumentBodySchema = z.object({
  level: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  kind: z.enum(KYC_DOCUMENT_KINDS),
  fileName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'The file needs a name'),
      z.maxLength(KYC_FILE_NAME_MAX, `File names are at most ${KYC_FILE_NAME_MAX} characters`),
      z.regex(/^[^/\\\0]+$/, 'File names cannot contain slashes'),
    ),
  content: z
    .string()
    .check(
      z.minLength(4, 'The file is empty'),
      z.maxLength(BASE64_MAX, 'Files can be at most 5 MB'),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file content must be base64'),
    ),
});
export type KycDocumentBody = z.output<typeof kycDocumentBodySchema>;
