import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the test templates keep the demo notices' rendered documents between runs (by the hash
 * of what each shows, content/notices/notice-documents.ts): rendering 2,518 PDFs is most of the
 * seed's added time, paid once per machine instead of once per template and run.
 */
export const NOTICE_DOCUMENT_CACHE = join(tmpdir(), 'tessera-notice-documents');
