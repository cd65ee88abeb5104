import { fileTypeFromBuffer } from 'file-type';
import { Parser } from 'htmlparser2';
import sharp, { type Metadata } from 'sharp';
import { MEDIA_WIDTHS } from '../../core/media';
import { TesseraError } from '../../core/errors';

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

/**
 * SVG is XML that can carry script. Accepted only when it holds none: no script or
 * foreignObject, no event attributes, no links outside the file, no DTD (entities).
 */
export function svgProblem(text: string): string | undefined {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) return 'SVG files may not declare a DOCTYPE or entities';
  let problem: string | undefined;
  let root: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        root ??= name.toLowerCase();
        const tag = name.toLowerCase();
        if (['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener'].includes(tag)) problem ??= `SVG files may not contain <${name}>`;
        for (const [attr, value] of Object.entries(attributes)) {
          const a = attr.toLowerCase();
          if (a.startsWith('on')) problem ??= `SVG files may not contain event attributes (${attr})`;
          if ((a === 'href' || a === 'xlink:href') && !value.trim().startsWith('#')) problem ??= 'SVG files may link only inside themselves';
          if (a === 'style' && /url\s*\(\s*['"]?\s*(?!#)/i.test(value)) problem ??= 'SVG styles may not load other files';
        }
      },
    },
    { xmlMode: true, recognizeCDATA: true },
  );
  parser.write(text);
  parser.end();
  if (root !== 'svg') return 'This is not an SVG image';
  if (/<style[\s>][\s\S]*?(@import|url\s*\(\s*['"]?\s*(?!#))/i.test(text)) problem ??= 'SVG styles may not load other files';
  return problem;
}

function svgSize(text: string): { width: number | null; height: number | null } {
  const box = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text);
  return box ? { width: Math.round(Number(box[1])), height: Math.round(Number(box[2])) } : { width: null, height: null };
}

/** Identifies an upload by its bytes; anything not in the accepted list → 415 naming why. */
export async function inspectFile(bytes: Buffer): Promise<InspectedFile> {
  const type = await fileTypeFromBuffer(bytes);
  if (type && RASTER[type.ext]) {
    let meta: Metadata;
    try {
      meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
    } catch {
      refuse(`the ${type.ext.toUpperCase()} image could not be read (damaged, or larger than ${MAX_PIXELS / 1_000_000} megapixels)`);
    }
    if (!meta.width || !meta.height || meta.width * meta.height > MAX_PIXELS) refuse(`images may have at most ${MAX_PIXELS / 1_000_000} megapixels`);
    return { kind: 'image', mime: RASTER[type.ext]!, ext: type.ext, width: meta.width, height: meta.height };
  }
  if (type && DOCUMENTS[type.ext]) return { kind: 'document', mime: DOCUMENTS[type.ext]!, ext: type.ext, width: null, height: null };
  if (type) refuse(`${type.mime} files are not accepted; upload ${ACCEPTED}`);
  const text = bytes.toString('utf8');
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
    const problem = svgProblem(text);
    if (problem) refuse(problem);
    return { kind: 'image', mime: 'image/svg+xml', ext: 'svg', ...svgSize(text) };
  }
  refuse(`the file's content is not one of ${ACCEPTED} (its name does not matter)`);
}

/** The responsive sizes of a raster image, as WebP, never wider than the original. */
export async function imageVariants(bytes: Buffer): Promise<{ width: number; bytes: Buffer }[]> {
  return Promise.all(
    MEDIA_WIDTHS.map(async (width) => ({
      width,
      bytes: await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}
