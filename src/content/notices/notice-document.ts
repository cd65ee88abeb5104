import { once } from '../../core/once';

/** pdfkit (with fontkit, ~25 MB resident) is loaded with the first notice document, not at start. */
const pdfkit = once(() => import('pdfkit'));

/** What a notice's document shows: its heading fields and its body (paragraphs split by blank lines). */
export interface NoticeDocumentFields {
  noticeNumber: string;
  /** yyyy-MM-dd */
  pubDate: string;
  title: string;
  topic: string;
  market: string;
  circularType: string;
  body: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-03-07` as people write it in a circular: `March 7, 2025`. */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`;
}

/** The body's paragraphs: text between blank lines, inner line breaks and runs of spaces made single spaces. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p !== '');
}

/**
 * A notice's document as a PDF (pdfkit): one standard font (Helvetica, not embedded), no
 * images, compressed, US Letter. The heading names the notice number, date, title, type,
 * topic and markets; the body follows as paragraphs. The same fields give the same bytes
 * (the creation date is the publication date), so the document's hash names its content.
 */
export async function renderNoticeDocument(notice: NoticeDocumentFields): Promise<Buffer> {
  const { default: PDFDocument } = await pdfkit();
  const date = new Date(`${notice.pubDate}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 72,
    compress: true,
    displayTitle: true,
    lang: 'en-US',
    info: { Title: `${notice.noticeNumber}: ${notice.title}`, Subject: notice.topic, Creator: 'Tessera', Producer: 'Tessera', CreationDate: date, ModDate: date },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 144;
  doc.font('Helvetica').fontSize(9).fillColor('#555555').text(`${notice.circularType || 'Notice'}  |  ${notice.noticeNumber}  |  ${longDate(notice.pubDate)}`, { width });
  doc.moveDown(0.8).fontSize(16).fillColor('#000000').text(notice.title, { width });
  doc.moveDown(0.6).fontSize(10);
  if (notice.topic) doc.text(`Topic: ${notice.topic}`, { width });
  if (notice.market) doc.text(`Markets: ${notice.market}`, { width });
  doc.moveDown(0.4).moveTo(72, doc.y).lineTo(72 + width, doc.y).lineWidth(0.5).strokeColor('#999999').stroke();
  doc.moveDown(1).fontSize(11);
  for (const paragraph of paragraphs(notice.body)) doc.text(paragraph, { width, align: 'left', paragraphGap: 8, lineGap: 2 });
  doc.end();
  return done;
}
