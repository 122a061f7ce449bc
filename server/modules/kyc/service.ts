/**
 * Module kyc: identity verification. Level 1 (the details form) is accepted as soon as it is
 * valid, as operators do for self-declared details; levels 2–4 wait for an operator's review
 * once every required document is in. A level can only be sent after the one before it.
 * Every change is announced to the player's open tabs (`onChange`).
 */
import { createHash } from 'node:crypto';
import type { Db } from '@server/db/client';
import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { KycLevel1Body } from '@/contracts/kyc';
import {
  isDocumentKindOf,
  KYC_DOCUMENT_MAX_BYTES,
  type KycDocumentBody,
  sniffDocumentType,
} from '@/contracts/kyc-documents';
import type { KycStatusView } from '@/contracts/kyc-status';
import { addDocument, documentCount, documentsOf } from './documents-repository';
import { currentDocuments, hasAllRequired, isOpen, statusOf, statusView } from './level-state';
import { levelRowsOf, reviewLevel, submitLevel } from './levels-repository';

/** Replacements included; beyond this a player is uploading for some other reason. */
export const MAX_UPLOADS_PER_LEVEL = 20;

const conflict = (message: string) => new ApiError(409, API_ERROR_CODES.conflict, message);

export const kycErrors = {
  alreadySent: () => conflict('This level is already submitted'),
  previousFirst: (level: number) =>
    conflict(`Complete verification level ${level - 1} before level ${level}`),
  tooManyUploads: () => apiErrors.rateLimited('Too many files for this level. Contact support.'),
  notSubmitted: () => conflict('Nothing was submitted for this level'),
};

const fileIssue = (message: string) => apiErrors.validation([{ path: 'body.content', message }]);

export interface KycServiceDeps {
  db: Db;
  onChange: (userId: string) => void;
}

export function createKycService({ db, onChange }: KycServiceDeps) {
  async function status(userId: string, overrideLevel: number): Promise<KycStatusView> {
    const [rows, docs] = await Promise.all([levelRowsOf(db, userId), documentsOf(db, userId)]);
    return statusView(overrideLevel, rows, docs);
  }

  async function assertOpen(userId: string, level: number) {
    const rows = await levelRowsOf(db, userId);
    if (isOpen(level, rows)) return rows;
    const own = statusOf(rows.find((r) => r.level === level));
    throw own === 'pending' || own === 'verified'
      ? kycErrors.alreadySent()
      : kycErrors.previousFirst(level);
  }

  return {
    status,

    async submitLevel1(userId: string, body: KycLevel1Body): Promise<void> {
      await assertOpen(userId, 1);
      const now = new Date();
      await submitLevel(db, { userId, level: 1, status: 'verified', data: body, reviewedAt: now });
      onChange(userId);
    },

    /** Stores one file; the level becomes pending once its required documents are all in. */
    async uploadDocument(userId: string, body: KycDocumentBody): Promise<{ submitted: boolean }> {
      if (!isDocumentKindOf(body.level, body.kind)) {
        throw apiErrors.validation([
          { path: 'body.kind', message: `Level ${body.level} does not take this document` },
        ]);
      }
      const content = Buffer.from(body.content, 'base64');
      if (content.length === 0) throw fileIssue('The file is empty');
      if (content.length > KYC_DOCUMENT_MAX_BYTES) throw fileIssue('Files can be at most 5 MB');
      const mimeType = sniffDocumentType(content.subarray(0, 8));
      if (!mimeType) throw fileIssue('Only JPEG, PNG or PDF files are accepted');
      await assertOpen(userId, body.level);
      if ((await documentCount(db, userId, body.level)) >= MAX_UPLOADS_PER_LEVEL) {
        throw kycErrors.tooManyUploads();
      }
      const sha256 = createHash('sha256').update(content).digest('hex');
      await addDocument(db, { userId, ...body, mimeType, sha256, content });

      const rows = await levelRowsOf(db, userId);
      const row = rows.find((r) => r.level === body.level);
      const current = currentDocuments(body.level, row, await documentsOf(db, userId));
      const submitted = hasAllRequired(body.level, current);
      if (submitted) {
        const documents = [...current.values()].map(({ id, kind, sha256: hash }) => ({
          id,
          kind,
          sha256: hash,
        }));
        await submitLevel(db, {
          userId,
          level: body.level,
          status: 'pending',
          data: { documents },
          reviewedAt: null,
        });
      }
      onChange(userId);
      return { submitted };
    },

    async review(
      userId: string,
      level: number,
      decision: 'verified' | 'rejected',
      reason: string | null,
    ): Promise<void> {
      const stored = await reviewLevel(
        db,
        userId,
        level,
        decision,
        decision === 'rejected' ? reason : null,
      );
      if (!stored) throw kycErrors.notSubmitted();
      onChange(userId);
    },
  };
}

export type KycService = ReturnType<typeof createKycService>;
