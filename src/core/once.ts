/**
 * A value made on first use and shared after: `const pdfkit = once(() => import('pdfkit'))`
 * loads a heavy package when something first needs it rather than when the server starts
 * (issue 26 item 7: each such package costs the resident set 10–30 MB). A failed load is not
 * kept: the next call tries again.
 */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () =>
    (made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    }));
}
