/** The verification calls and the status query (GET /kyc/status). */
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { KycLevel1Values } from '@/contracts/kyc';
import type { KycDocumentKind, KycDocumentLevel } from '@/contracts/kyc-documents';
import { kycStatusSchema } from '@/contracts/kyc-status';
import { apiRequest } from '@/shared/api/rest';
import { kycKeys } from './kyc-keys';

export function kycStatusQuery() {
  return queryOptions({
    queryKey: kycKeys.status,
    queryFn: ({ signal }) => apiRequest('/kyc/status', { schema: kycStatusSchema, signal }),
    staleTime: 30_000,
  });
}

const okSchema = z.object({ ok: z.literal(true) });

export function submitLevel1(values: KycLevel1Values): Promise<unknown> {
  return apiRequest('/kyc/level1', { method: 'POST', body: values, schema: okSchema });
}

export interface DocumentUpload {
  level: KycDocumentLevel;
  kind: KycDocumentKind;
  fileName: string;
  /** The file's bytes, base64-encoded. */
  content: string;
}

export function uploadDocument(upload: DocumentUpload): Promise<{ submitted: boolean }> {
  return apiRequest('/kyc/documents', {
    method: 'POST',
    body: upload,
    schema: z.object({ ok: z.literal(true), submitted: z.boolean() }),
  });
}
