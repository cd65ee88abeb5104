import { readFile } from 'node:fs/promises';
import { parse as parseCsv } from 'csv-parse/sync';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import type { Metadata } from 'sharp';
import { MEDIA_WIDTHS } from '../../core/media';
import { TesseraError } from '../../core/errors';
import { once } from '../../core/once';
import { svgProblem } from './svg';

export { svgProblem };

/** sharp (libvips, ~30 MB resident) is loaded with the first image, not at start. */
const loadSharp = once(async () => (await import('sharp')).default);

/** What an upload turned out to be, from its bytes (never from its name or the browser's word). */
export interface InspectedFile {
  kind: 'image' | 'document';
  mime: string;
  ext: string;
  width: number | null;
  height: number | null;
}

const RASTER: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', avif: 'image/avif' };
const DOCUMENTS: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};
export const ACCEPTED = 'JPEG, PNG, WebP, GIF, AVIF or SVG images, and PDF, Word, Excel or PowerPoint documents';
/** Decompression bombs: a small file that would decode into gigabytes. */
const MAX_PIXELS = 60_000_000;

function refuse(reason: string): never {
  throw new TesseraError('UNSUPPORTED_FILE', { reason });
}

function svgSize(text: string): { width: number | null; height: number | null } {
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : { width: null, height: null };
}

/** An upload: its bytes, or the path of the (temporary) file holding them. */
export type UploadSource = Buffer | string;

/** Decodes every pixel (the header alone says nothing of the data after it); refuses a damaged image with 422. */
async function decodeFully(source: UploadSource, ext: string): Promise<void> {
  const sharp = await loadSharp();
  try {
    await sharp(source, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).stats();
  } catch (error) {
    throw new TesseraError('IMAGE_DAMAGED', { reason: `the ${ext.toUpperCase()} data could not be decoded to its end (${problemOf(error)})` });
  }
}

/** The decoder's first line, bounded: it names the problem (`libpng read error`, `premature end of JPEG image`). */
function problemOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 200);
}

/**
 * Identifies an upload by its bytes (a buffer, or a file it was streamed into); anything not
 * in the accepted list → 415 naming why, an image whose data is damaged or cut short → 422.
 */
export async function inspectFile(source: UploadSource, options: { data?: { filename?: string | undefined } } = {}): Promise<InspectedFile> {
  const type = typeof source === 'string' ? await fileTypeFromFile(source) : await fileTypeFromBuffer(source);
  if (type && RASTER[type.ext]) {
    const sharp = await loadSharp();
    let meta: Metadata;
    try {
      meta = await sharp(source, { limitInputPixels: MAX_PIXELS }).metadata();
    } catch (error) {
      throw new TesseraError('IMAGE_DAMAGED', { reason: `the ${type.ext.toUpperCase()} header could not be read (${problemOf(error)})` });
    }
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) refuse(`images may have at most ${MAX_PIXELS / 1_000_000} megapixels`);
    await decodeFully(source, type.ext);
    return { kind: 'image', mime: RASTER[type.ext]!, ext: type.ext, width: meta.width, height: meta.height };
  }
  if (type && DOCUMENTS[type.ext]) return { kind: 'document', mime: DOCUMENTS[type.ext]!, ext: type.ext, width: null, height: null };
  // file-type calls any file opening with `<?xml` XML: an SVG export with a declaration is checked below.
  if (type && type.ext !== 'xml') refuse(`${type.mime} files are not accepted; upload ${ACCEPTED}`);
  const text = typeof source === 'string' ? await readFile(source, 'utf8') : source.toString('utf8');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
    const problem = svgProblem(text);
    if (problem) refuse(problem);
    return { kind: 'image', mime: 'image/svg+xml', ext: 'svg', ...svgSize(text) };
  }
  if (options.data) {
    const data = dataFile(text, options.data.filename ?? '');
    if (data) return data;
  }
  refuse(`the file's content is not one of ${ACCEPTED} (its name does not matter)`);
}

/**
 * Chart data (media library uploads only): JSON that is a list or an object, whatever its name;
 * a file named `.csv` whose text reads as CSV with a header row. Text only: no NUL, valid UTF-8.
 */
function dataFile(text: string, filename: string): InspectedFile | undefined {
  if (text.includes('\0') || text.includes('\uFFFD')) return undefined;
  const body = text.replace(/^\uFEFF/, '');
  if (/^\s*[[{]/.test(body)) {
    try {
      const json: unknown = JSON.parse(body);
      if (json && typeof json === 'object') return { kind: 'document', mime: 'application/json', ext: 'json', width: null, height: null };
    } catch {
      return undefined;
    }
  }
  if (!/\.csv$/i.test(filename.trim())) return undefined;
  try {
    const rows = parseCsv(body, { to_line: 200, relax_column_count: true, skip_empty_lines: true }) as string[][];
    if (rows.length === 0 || rows[0]!.every((cell) => cell.trim() === '')) return undefined;
  } catch {
    return undefined;
  }
  return { kind: 'document', mime: 'text/csv', ext: 'csv', width: null, height: null };
}

/** The responsive sizes of a raster image, as WebP, never wider than the original. */
export async function imageVariants(source: UploadSource): Promise<{ width: number; bytes: Buffer }[]> {
  const sharp = await loadSharp();
  return Promise.all(
    MEDIA_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(source, { limitInputPixels: MAX_PIXELS, animated: false }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}
