/** Notice collections as people name them: `Exchange circulars` for `exchange-circulars`. */
const COLLECTION_LABELS: Record<string, string> = {
  'exchange-circulars': 'Exchange circulars',
  'clearing-notices': 'Clearing notices',
  'rule-book': 'Rule book',
  'information-memos': 'Information memos',
  'regulatory-bulletins': 'Regulatory bulletins',
  'mers-documents': 'MERS documents',
};

/** A collection's name in words; an unknown collection's name made readable (`new-things` → `New things`). */
export function noticeCollectionLabel(collection: string): string {
  return COLLECTION_LABELS[collection] ?? wordsOfSlug(collection);
}

/** `holiday-hours` → `Holiday hours`: for a name nothing better is known for. */
export function wordsOfSlug(slug: string): string {
  return slug.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
}
