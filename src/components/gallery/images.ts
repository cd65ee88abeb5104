/** Gallery facts the view and the island share (zod-free). */
export const MAX_GALLERY_IMAGES = 24;
