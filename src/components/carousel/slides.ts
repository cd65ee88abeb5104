/**
 * Slides of the carousel kinds (zod-free, so views and islands can use it). Each slide's
 * content is a slot of its own, `slide1` … `slide10`: the node tree keeps fixed slot names
 * (the validator and the Puck adapter know slots from the definition), and an island gets
 * each slot's HTML apart, so it can show one slide at a time.
 */
export const MAX_SLIDES = 10;

/** The slot holding the content of slide `index` (0-based). */
export function slideSlot(index: number): string {
  return `slide${index + 1}`;
}

/** Theme colour pairs a slide may take (`className`), each with its contrasting text colour. */
export const SLIDE_LOOKS = ['', 'surface', 'primary', 'accent', 'header', 'footer'] as const;
export type SlideLook = (typeof SLIDE_LOOKS)[number];

export interface Slide {
  id: string;
  className: SlideLook;
  bgImage: string;
}

/** "2 of 5": the label of a slide (WAI-ARIA carousel pattern). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
