import type { CSSProperties } from 'react';
import type { PropsOf } from '../../core/component';
import { initialRotation } from '../carousel/rotation';
import { CarouselFrame } from '../carousel/View';
import type { ViewProps } from '../view';
import type { carousel2022 } from './definition';

export type Carousel2022Props = PropsOf<typeof carousel2022>;

/** Time on each slide: the specification gives carousel-2022 no interval of its own. */
export const CAROUSEL_2022_INTERVAL = 6000;

/** `auto` means no bound: there is no `max-height: auto` in CSS. */
export function slideStyle({ minHeight, maxHeight }: Pick<Carousel2022Props, 'minHeight' | 'maxHeight'>): CSSProperties {
  return { minHeight, ...(maxHeight === 'auto' ? {} : { maxHeight }) };
}

export function initialCarousel2022State(props: Pick<Carousel2022Props, 'slides' | 'loop' | 'autoplay'>) {
  return initialRotation({ count: props.slides.length, repeat: props.loop, autoplay: props.autoplay });
}

export default function Carousel2022View({ id, props, slots }: ViewProps<Carousel2022Props>) {
  return (
    <CarouselFrame
      id={id}
      className="t-carousel-2022"
      label={props.label}
      slides={props.slides}
      slots={slots}
      state={initialCarousel2022State(props)}
      autoplay={props.autoplay}
      showControls
      showIndicators
      hydrated={false}
      slideStyle={slideStyle(props)}
    />
  );
}
