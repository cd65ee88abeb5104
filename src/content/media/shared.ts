/** A file's name as people gave it, for showing only: no folders, no control characters, bounded. */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').replace(/\s+/g, ' ').trim().slice(0, 200);
  return clean === '' ? 'Untitled' : clean;
}

/** A byte limit as people read it (`25 MB`). */
export function megabytes(bytes: number): string {
  return `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
}

/** Where a responsive size of an image is kept. */
export const variantKey = (hash: string, width: number) => `${hash}-${width}w.webp`;
