/**
 * The files players upload for verification levels 2–4. Every upload is kept (a replaced or
 * rejected file stays on record for the reviewer); the newest one per kind is the one that
 * counts. Listing never reads the bytes.
 */

import type { Db } from '@server/db/client';
import { kycDocuments } from '@server/db/schema';
import { and, count, desc, eq } from 'drizzle-orm';
import type { KycDocumentKind } from '@/contracts/kyc-documents';

export interface NewKycDocument {
  userId: string;
  level: number;
  kind: KycDocumentKind;
  fileName: string;
  mimeType: string;
  sha256: string;
  content: Buffer;
}

export interface KycDocumentInfo {
  id: number;
  level: number;
  kind: string;
  fileName: string;
  mimeType: string;
  size: number;
  sha256: string;
  createdAt: Date;
}

export async function addDocument(db: Db, doc: NewKycDocument): Promise<KycDocumentInfo> {
  const [row] = await db
    .insert(kycDocuments)
    .values({ ...doc, size: doc.content.length })
    .returning();
  if (!row) throw new Error('kyc document insert returned nothing');
  const { content: _bytes, userId: _owner, ...info } = row;
  return info;
}

/** Newest first. */
export function documentsOf(db: Db, userId: string): Promise<KycDocumentInfo[]> {
  return db
    .select({
      id: kycDocuments.id,
      level: kycDocuments.level,
      kind: kycDocuments.kind,
      fileName: kycDocuments.fileName,
      mimeType: kycDocuments.mimeType,
      size: kycDocuments.size,
      sha256: kycDocuments.sha256,
      createdAt: kycDocuments.createdAt,
    })
    .from(kycDocuments)
    .where(eq(kycDocuments.userId, userId))
    .orderBy(desc(kycDocuments.createdAt), desc(kycDocuments.id));
}

export async function documentCount(db: Db, userId: string, level: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.level, level)));
  return row?.n ?? 0;
}

/** One of the player's files with its bytes, for the reviewer; null when not theirs. */
export async function documentWithContent(
  db: Db,
  userId: string,
  id: number,
): Promise<{ fileName: string; mimeType: string; content: Buffer } | null> {
  const [row] = await db
    .select({
      fileName: kycDocuments.fileName,
      mimeType: kycDocuments.mimeType,
      content: kycDocuments.content,
    })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.id, id)));
  return row ?? null;
}
