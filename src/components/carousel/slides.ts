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

/** Class names the platform styles as theme colour pairs (each with its contrasting text colour). */
export const SLIDE_LOOKS = ['surface', 'primary', 'accent', 'header', 'footer'] as const;

/** One class name of a slide's `className`: a CSS identifier, never the platform's own `t-`/`tessera-` names. */
export const SLIDE_CLASS = /^[A-Za-z_][A-Za-z0-9_-]*$/;
export const RESERVED_CLASS = /^(t-|tessera-)/i;
export const MAX_SLIDE_CLASSES = 8;

export interface Slide {
  id: string;
  /** Class names separated by spaces (specification §3 "slides (id, className, bgImage)"); checked by the definition. */
  className: string;
  bgImage: string;
}

/**
 * The classes a slide's `className` adds: a theme look (SLIDE_LOOKS) as the platform's modifier
 * class, any other name as it is, for the site's own style sheet. Names the definition would
 * refuse are left out, so nothing unchecked reaches the attribute.
 */
export function slideClasses(className: string): string[] {
  return className
    .split(/\s+/)
    .filter((name) => SLIDE_CLASS.test(name) && !RESERVED_CLASS.test(name))
    .slice(0, MAX_SLIDE_CLASSES)
    .map((name) => ((SLIDE_LOOKS as readonly string[]).includes(name) ? `t-carousel__slide--${name}` : name));
}

/** "2 of 5": the label of a slide (WAI-ARIA carousel pattern). */
export function slideLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}
