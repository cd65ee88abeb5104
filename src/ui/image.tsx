import type { CSSProperties } from 'react';
import { mediaSrcSet } from '../core/media';

export interface ImageProps {
  src: string;
  alt: string;
  className?: string;
  /** How wide the image is drawn, for the browser's choice among the library's sizes. */
  sizes?: string;
  /** Intrinsic size when known (reserves the space before the image loads). */
  width?: number;
  height?: number;
  /** `eager` for the first screen (a hero), `lazy` below it. */
  loading?: 'eager' | 'lazy';
  style?: CSSProperties;
}

/**
 * An `<img>` that offers the media library's responsive sizes (`srcset`) when the address is a
 * library image; any other address renders as it is. Decoding never blocks the page.
 */
export function Image({ src, alt, className, sizes = '100vw', width, height, loading = 'lazy', style }: ImageProps) {
  const srcSet = mediaSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      loading={loading}
      decoding="async"
      {...(srcSet ? { srcSet, sizes } : {})}
      {...(width ? { width } : {})}
      {...(height ? { height } : {})}
      {...(style ? { style } : {})}
    />
  );
}
