import type { CSSProperties, FocusEvent, ReactNode } from 'react';
import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import { Image } from '../../ui/image';
import type { ViewProps } from '../view';
import type { carousel } from './definition';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from './icons';
import { canGoNext, canGoPrevious, initialRotation, isRotating, ROTATION_LABELS, type RotationEvent, type RotationState } from './rotation';
import { slideClasses, slideLabel, slideSlot, type Slide } from './slides';

export interface CarouselFrameProps {
  id: string;
  /** Extra class of the root (`t-carousel-2022`). */
  className?: string;
  label: string;
  slides: readonly Slide[];
  slots: Record<string, ReactNode>;
  state: RotationState;
  autoplay: boolean;
  showControls: boolean;
  showIndicators: boolean;
  /** Controls exist only once the island runs; until then their space is kept (no layout shift). */
  hydrated: boolean;
  slideStyle?: CSSProperties;
  dispatch?: (event: RotationEvent) => void;
  rootHandlers?: {
    onMouseEnter?: () => void;
    onMouseLeave?: () => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
  };
}

/**
 * The carousel in a given state (WAI-ARIA APG carousel pattern): a labelled region, the
 * stop/start control first, previous/next, the slides as groups labelled "n of N", and
 * indicators as buttons. Before JavaScript every slide is in the page: stacked where scripts
 * never run, and laid one over another (only the first visible) where an island will run.
 */
export function CarouselFrame({
  id,
  className,
  label,
  slides,
  slots,
  state,
  autoplay,
  showControls,
  showIndicators,
  hydrated,
  slideStyle,
  dispatch,
  rootHandlers,
}: CarouselFrameProps) {
  const count = slides.length;
  const slidesId = platformId(id, 'slides');
  const send = (event: RotationEvent) => () => dispatch?.(event);
  const rotationControl = hydrated && autoplay && !state.reducedMotion && count > 1;
  const stepControls = hydrated && showControls && count > 1;
  return (
    <section className={className ? `t-carousel ${className}` : 't-carousel'} aria-roledescription="carousel" aria-label={label} {...rootHandlers}>
      {count > 1 && (autoplay || showControls) ? (
        <div className="t-carousel__controls">
          {rotationControl ? (
            <button
              type="button"
              className="t-carousel__button t-carousel__rotation"
              data-rotation-control=""
              aria-label={state.playing ? ROTATION_LABELS.stop : ROTATION_LABELS.start}
              onClick={send({ type: 'toggle' })}
            >
              {state.playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
          {stepControls ? (
            <>
              <button
                type="button"
                className="t-carousel__button t-carousel__previous"
                aria-controls={slidesId}
                aria-label="Previous slide"
                aria-disabled={canGoPrevious(state) ? undefined : true}
                onClick={send({ type: 'previous' })}
              >
                <PreviousIcon />
              </button>
              <button
                type="button"
                className="t-carousel__button t-carousel__next"
                aria-controls={slidesId}
                aria-label="Next slide"
                aria-disabled={canGoNext(state) ? undefined : true}
                onClick={send({ type: 'next' })}
              >
                <NextIcon />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
      <div className="t-carousel__slides" id={slidesId} aria-live={isRotating(state) ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const classes = ['t-carousel__slide', ...slideClasses(slide.className)];
          if (slide.bgImage) classes.push('t-carousel__slide--with-image');
          if (i === state.index) classes.push('t-carousel__slide--current');
          return (
            <div
              key={i}
              className={classes.join(' ')}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(i, count)}
              id={slide.id || undefined}
              style={slideStyle}
            >
              {slide.bgImage ? <Image className="t-carousel__image" src={slide.bgImage} alt="" loading={i === 0 ? 'eager' : 'lazy'} /> : null}
              <div className="t-carousel__content">{slots[slideSlot(i)]}</div>
            </div>
          );
        })}
      </div>
      {showIndicators && count > 1 ? (
        <div className="t-carousel__indicators">
          {hydrated
            ? slides.map((_, i) => (
                <button
                  key={i}
                  type="button"
                  className="t-carousel__indicator"
                  aria-label={`Slide ${i + 1}`}
                  aria-controls={slidesId}
                  aria-current={i === state.index ? 'true' : undefined}
                  onClick={send({ type: 'go', index: i })}
                />
              ))
            : null}
        </div>
      ) : null}
    </section>
  );
}

export type CarouselProps = PropsOf<typeof carousel>;

/** The carousel's first state, as the server renders it and the island first renders it. */
export function initialCarouselState(props: Pick<CarouselProps, 'slides' | 'repeat' | 'autoplay'>): RotationState {
  return initialRotation({ count: props.slides.length, repeat: props.repeat, autoplay: props.autoplay });
}

export default function CarouselView({ id, props, slots }: ViewProps<CarouselProps>) {
  return (
    <CarouselFrame
      id={id}
      label={props.label}
      slides={props.slides}
      slots={slots}
      state={initialCarouselState(props)}
      autoplay={props.autoplay}
      showControls={props.showControls}
      showIndicators={props.showIndicators}
      hydrated={false}
    />
  );
}
