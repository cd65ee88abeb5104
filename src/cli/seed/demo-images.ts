/**
 * The demo pages' pictures as media library files (issue 24 point 8). The pages are written
 * with the address of a file of public/img (`/static/img/hero-data.svg`); the seed adds each
 * such file to the library and the installed pages name it by its library address instead,
 * so editors find the pictures they see in the library and can reuse them.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { BundledImage } from '../../content';
import type { Node } from '../../core/node';
import type { DemoDocument } from './types';

const IMAGES = fileURLToPath(new URL('../../../public/img/', import.meta.url));
const PREFIX = '/static/img/';
/** Props that say what an image shows, beside the one holding it: `imageSrc` → `imageAlt`, or the node's `altText`. */
const altOf = (props: Record<string, unknown>, key: string) =>
  [props[key.replace(/(Src|Url|Image)$/, 'Alt')], props.altText, props.imageAlt, props.alt].find((v): v is string => typeof v === 'string' && v.trim() !== '') ?? '';

/** A tree with each string prop (in lists and objects too) passed through `change`, which also sees the props holding it. */
function mapStrings(node: Node, change: (value: string, key: string, holder: Record<string, unknown>) => string): Node {
  const visit = (value: unknown, key: string, holder: Record<string, unknown>): unknown => {
    if (typeof value === 'string') return change(value, key, holder);
    if (Array.isArray(value)) return value.map((item) => visit(item, key, holder));
    if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, visit(v, k, record)]));
    }
    return value;
  };
  return {
    ...node,
    props: Object.fromEntries(Object.entries(node.props).map(([k, v]) => [k, visit(v, k, node.props)])),
    slots: Object.fromEntries(Object.entries(node.slots).map(([slot, children]) => [slot, children.map((child) => mapStrings(child, change))])),
  };
}

/** Calls `see` with each string prop of a tree (in lists and objects too), the key and the props holding it. */
function eachString(node: Node, see: (value: string, key: string, holder: Record<string, unknown>) => void): void {
  const visit = (value: unknown, key: string, holder: Record<string, unknown>): void => {
    if (typeof value === 'string') see(value, key, holder);
    else if (Array.isArray(value)) for (const item of value) visit(item, key, holder);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) visit(v, k, value as Record<string, unknown>);
  };
  for (const [k, v] of Object.entries(node.props)) visit(v, k, node.props);
  for (const children of Object.values(node.slots)) for (const child of children) eachString(child, see);
}

/** The files of public/img the documents show (each once, named by its file name), with the first words found for it. */
export async function demoImages(documents: readonly DemoDocument[]): Promise<BundledImage[]> {
  const alts = new Map<string, string>();
  for (const doc of documents) {
    eachString(doc.tree, (value, key, holder) => {
      if (value.startsWith(PREFIX)) {
        const name = value.slice(PREFIX.length);
        if (!alts.get(name)) alts.set(name, altOf(holder, key));
      }
    });
    // A page's social image (seo.image) is a picture of the library too.
    const social = doc.seo?.image;
    if (social?.startsWith(PREFIX) && !alts.has(social.slice(PREFIX.length))) alts.set(social.slice(PREFIX.length), '');
  }
  return Promise.all(
    [...alts].map(async ([name, alt]) => {
      if (!/^[a-z0-9-]+\.(svg|png|jpg|webp)$/.test(name)) throw new Error(`A demo page shows ${PREFIX}${name}: not a file of public/img`);
      return { name, alt, bytes: await readFile(IMAGES + name) };
    }),
  );
}

/** The documents naming each image by its library address (`urls`: by file name) instead of /static/img. */
export function withLibraryImages(documents: readonly DemoDocument[], urls: ReadonlyMap<string, string>): DemoDocument[] {
  const swap = (value: string) => (value.startsWith(PREFIX) ? (urls.get(value.slice(PREFIX.length)) ?? value) : value);
  return documents.map((doc) => ({ ...doc, tree: mapStrings(doc.tree, swap), ...(doc.seo?.image ? { seo: { ...doc.seo, image: swap(doc.seo.image) } } : {}) }));
}
