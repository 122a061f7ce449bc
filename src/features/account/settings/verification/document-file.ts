/**
 * Checks a chosen file before it is sent: the same limits the server applies (accepted type
 * read from the first bytes, at most 5 MB), so a wrong file is refused without a 7 MB upload.
 */
import { KYC_DOCUMENT_MAX_BYTES, sniffDocumentType } from '@/contracts/kyc-documents';

export type DocumentFileProblem = 'empty' | 'tooLarge' | 'type';

export type DocumentFileResult =
  | { ok: true; content: string }
  | { ok: false; problem: DocumentFileProblem };

function base64Of(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    // A data URL is 'data:<type>;base64,<content>'; the browser encodes natively.
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

export async function readDocumentFile(file: Blob): Promise<DocumentFileResult> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > KYC_DOCUMENT_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (!sniffDocumentType(head)) return { ok: false, problem: 'type' };
  return { ok: true, content: await base64Of(file) };
}
