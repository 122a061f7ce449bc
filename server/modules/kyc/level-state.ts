/**
 * Derives what the player sees of their verification from the stored rows: each level's
 * status, whether it can be sent now, and which documents count. Pure, so the rules (order of
 * levels, documents after a rejection) are read and tested in one place.
 */
import {
  KYC_LEVEL_DOCUMENTS,
  type KycDocumentKind,
  type KycDocumentLevel,
} from '@/contracts/kyc-documents';
import type { KycLevelStatus, KycStatus, KycStatusView } from '@/contracts/kyc-status';
import type { KycDocumentInfo } from './documents-repository';
import type { KycLevelRow } from './levels-repository';

export const LEVELS = [1, 2, 3, 4] as const;

export function statusOf(row: KycLevelRow | undefined): KycStatus {
  const status = row?.status;
  return status === 'pending' || status === 'verified' || status === 'rejected'
    ? status
    : 'not_started';
}

/** Sent (waiting or accepted): the next level may start, this one cannot be sent again. */
export function isSubmitted(status: KycStatus): boolean {
  return status === 'pending' || status === 'verified';
}

/** A level can be sent when it is not already in and the level before it is. */
export function isOpen(level: number, rows: readonly KycLevelRow[]): boolean {
  const own = statusOf(rows.find((r) => r.level === level));
  if (isSubmitted(own)) return false;
  if (level === 1) return true;
  return isSubmitted(statusOf(rows.find((r) => r.level === level - 1)));
}

/**
 * The newest upload per kind of a level. After a rejection only files sent since count, so
 * the player sends a fresh set instead of the refused one being resubmitted by one upload.
 */
export function currentDocuments(
  level: number,
  row: KycLevelRow | undefined,
  docs: readonly KycDocumentInfo[],
): Map<KycDocumentKind, KycDocumentInfo> {
  const since = row?.status === 'rejected' ? (row.reviewedAt?.getTime() ?? 0) : 0;
  const current = new Map<KycDocumentKind, KycDocumentInfo>();
  for (const doc of docs) {
    if (doc.level !== level || doc.createdAt.getTime() <= since) continue;
    const kind = doc.kind as KycDocumentKind;
    // `docs` is newest first: the first of each kind wins.
    if (!current.has(kind)) current.set(kind, doc);
  }
  return current;
}

export function hasAllRequired(
  level: KycDocumentLevel,
  current: ReadonlyMap<KycDocumentKind, unknown>,
): boolean {
  return KYC_LEVEL_DOCUMENTS[level].every((doc) => !doc.required || current.has(doc.kind));
}

function levelView(
  level: (typeof LEVELS)[number],
  rows: readonly KycLevelRow[],
  docs: readonly KycDocumentInfo[],
): KycLevelStatus {
  const row = rows.find((r) => r.level === level);
  const status = statusOf(row);
  const current = currentDocuments(level, row, docs);
  return {
    level,
    status,
    reason: status === 'rejected' ? (row?.reason ?? null) : null,
    submittedAt: row?.submittedAt.toISOString() ?? null,
    reviewedAt: row?.reviewedAt?.toISOString() ?? null,
    open: isOpen(level, rows),
    documents:
      level === 1
        ? []
        : KYC_LEVEL_DOCUMENTS[level].map(({ kind, required }) => {
            const doc = current.get(kind);
            return {
              kind,
              required,
              uploaded: doc
                ? {
                    id: doc.id,
                    fileName: doc.fileName,
                    size: doc.size,
                    uploadedAt: doc.createdAt.toISOString(),
                  }
                : null,
            };
          }),
  };
}

export function statusView(
  overrideLevel: number,
  rows: readonly KycLevelRow[],
  docs: readonly KycDocumentInfo[],
): KycStatusView {
  return { overrideLevel, levels: LEVELS.map((level) => levelView(level, rows, docs)) };
}
