import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { longDate, paragraphs, renderNoticeDocument, type NoticeDocumentFields } from './notice-document';

const NOTICE: NoticeDocumentFields = {
  noticeNumber: 'NYSE-2025-042',
  pubDate: '2025-03-07',
  title: 'NYSE Arca: changes to the Price List effective March 17, 2025',
  topic: 'Fees',
  market: 'NYSE Arca',
  circularType: 'Fee Change',
  body: 'NYSE Arca announces a fee update.\n\nTier qualifications are measured on a calendar-month basis.\n\nQuestions go to Client Relationship Services.',
};

async function textOf(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  let text = '';
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('') + '\n';
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

describe('notice documents', () => {
  it('is a PDF showing the number, date, title, topic, markets and every body paragraph', async () => {
    const bytes = await renderNoticeDocument(NOTICE);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await textOf(bytes);
    expect(text).toContain('NYSE-2025-042');
    expect(text).toContain('March 7, 2025');
    expect(text).toContain('NYSE Arca: changes to the Price List effective March 17, 2025');
    expect(text).toContain('Topic: Fees');
    expect(text).toContain('Markets: NYSE Arca');
    expect(text).toContain('Tier qualifications are measured on a calendar-month basis.');
    expect(text).toContain('Questions go to Client Relationship Services.');
  });

  it('gives the same bytes for the same fields and others for other fields', async () => {
    const [a, b, c] = await Promise.all([renderNoticeDocument(NOTICE), renderNoticeDocument(NOTICE), renderNoticeDocument({ ...NOTICE, title: 'Another title' })]);
    expect(a.equals(b)).toBe(true);
    expect(a.equals(c)).toBe(false);
  });

  it('splits paragraphs at blank lines and writes dates as people do', () => {
    expect(paragraphs('One\nline.\n\n  \n\nTwo.  \n')).toEqual(['One line.', 'Two.']);
    expect(longDate('2026-12-01')).toBe('December 1, 2026');
  });
});
