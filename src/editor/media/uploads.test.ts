import { describe, expect, it } from 'vitest';
import { uploadStatus } from './uploads';

describe('uploadStatus', () => {
  it('says how far an upload is and how it ended, with the server’s reason for a refusal', () => {
    expect(uploadStatus({ state: 'waiting', sent: 0 })).toBe('Waiting to upload');
    expect(uploadStatus({ state: 'uploading', sent: 0.426 })).toBe('Uploading… 43%');
    expect(uploadStatus({ state: 'done', sent: 1, created: true })).toBe('Uploaded');
    expect(uploadStatus({ state: 'done', sent: 1, created: false })).toBe('Already in the library');
    const reason = 'This file cannot be uploaded: it is an HTML document, not an image';
    expect(uploadStatus({ state: 'failed', sent: 0.2, error: reason })).toBe(reason);
  });
});
