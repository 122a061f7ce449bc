import { describe, expect, it } from 'vitest';
import { readDocumentFile } from '@/features/account/settings/verification/document-file';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe('a document chosen for upload', () => {
  it('is sent as base64 when its first bytes say JPEG, PNG or PDF', async () => {
    const file = new Blob([new Uint8Array([...PNG_HEAD, 1, 2])], { type: 'image/png' });
    const read = await readDocumentFile(file);
    expect(read).toEqual({ ok: true, content: btoa(String.fromCharCode(...PNG_HEAD, 1, 2)) });
  });

  it('is refused when its content is another type, whatever it claims to be', async () => {
    const gif = new Blob(['GIF89a....'], { type: 'image/png' });
    expect(await readDocumentFile(gif)).toEqual({ ok: false, problem: 'type' });
  });

  it('is refused when empty or over 5 MB, before reading it', async () => {
    expect(await readDocumentFile(new Blob([]))).toEqual({ ok: false, problem: 'empty' });
    const big = new Blob([new Uint8Array(PNG_HEAD), new Uint8Array(5 * 1024 * 1024)]);
    expect(await readDocumentFile(big)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});
