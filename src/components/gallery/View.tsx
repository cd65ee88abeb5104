import type { FocusEvent, KeyboardEvent, Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { platformId } from '../../core/ids';
import { Image } from '../../ui/image';
import { NextIcon, PauseIcon, PlayIcon, PreviousIcon } from '../carousel/icons';
import { canGoNext, canGoPrevious, initialRotation, isRotating, ROTATION_LABELS, type RotationEvent, type RotationState } from '../carousel/rotation';
import { slideLabel } from '../carousel/slides';
import type { ViewProps } from '../view';
import type { gallery } from './definition';

export type GalleryProps = PropsOf<typeof gallery>;

export interface GalleryFrameProps {
  id: string;
  props: GalleryProps;
  state: RotationState;
  /** Controls and thumbnails exist only once the island runs; their space is kept before. */
  hydrated: boolean;
  dispatch?: (event: RotationEvent) => void;
  rootRef?: Ref<HTMLElement>;
  rootHandlers?: {
    onMouseEnter?: () => void;
    onMouseLeave?: () => void;
    onFocus?: (event: FocusEvent<HTMLElement>) => void;
    onBlur?: (event: FocusEvent<HTMLElement>) => void;
  };
  onThumbnailKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The gallery's first state: the first image, turning when it has an interval. */
export function initialGalleryState(props: Pick<GalleryProps, 'images' | 'interval'>): RotationState {
  return initialRotation({ count: props.images.length, repeat: true, autoplay: props.interval > 0 });
}

/**
 * The gallery in a given state: the stop/start control first, the images (each a figure with
 * its caption, in a group labelled "n of N"), then previous, the thumbnails as buttons and
 * next. Without JavaScript every image and caption is shown, one under the other.
 */
export function GalleryFrame({ id, props, state, hydrated, dispatch, rootRef, rootHandlers, onThumbnailKeyDown }: GalleryFrameProps) {
  const { images } = props;
  const count = images.length;
  const stageId = platformId(id, 'images');
  const send = (event: RotationEvent) => () => dispatch?.(event);
  const autoplay = props.interval > 0;
  return (
    <section className="t-gallery" aria-roledescription="gallery" aria-label={props.label} ref={rootRef} {...rootHandlers}>
      {count > 1 && autoplay ? (
        <div className="t-gallery__controls">
          {hydrated && !state.reducedMotion ? (
            <button
              type="button"
              className="t-gallery__button"
              data-rotation-control=""
              aria-label={state.playing ? ROTATION_LABELS.stop : ROTATION_LABELS.start}
              onClick={send({ type: 'toggle' })}
            >
              {state.playing ? <PauseIcon /> : <PlayIcon />}
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="t-gallery__stage" id={stageId} aria-live={isRotating(state) ? 'off' : 'polite'}>
        {images.map((image, i) => (
          <div
            key={i}
            className={i === state.index ? 't-gallery__item t-gallery__item--current' : 't-gallery__item'}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i, count)}
          >
            <figure className="t-gallery__figure">
              <div className="t-gallery__frame">
                <Image className="t-gallery__image" src={image.imageUrl} alt={image.altText} loading={i === 0 ? 'eager' : 'lazy'} />
              </div>
              {image.heading || image.subheading || image.description ? (
                <figcaption className="t-gallery__caption">
                  {image.heading ? <strong className="t-gallery__heading">{image.heading}</strong> : null}
                  {image.subheading ? <span className="t-gallery__subheading">{image.subheading}</span> : null}
                  {image.description ? <span className="t-gallery__description">{image.description}</span> : null}
                </figcaption>
              ) : null}
            </figure>
          </div>
        ))}
      </div>
      {count > 1 ? (
        <div className="t-gallery__nav">
          {hydrated ? (
            <>
              <button
                type="button"
                className="t-gallery__button"
                aria-controls={stageId}
                aria-label="Previous image"
                aria-disabled={canGoPrevious(state) ? undefined : true}
                onClick={send({ type: 'previous' })}
              >
                <PreviousIcon />
              </button>
              <ul className="t-gallery__thumbnails" role="list" aria-label="Choose an image" onKeyDown={onThumbnailKeyDown}>
                {images.map((image, i) => (
                  <li key={i}>
                    <button
                      type="button"
                      className="t-gallery__thumbnail"
                      data-thumbnail={i}
                      aria-controls={stageId}
                      aria-current={i === state.index ? 'true' : undefined}
                      tabIndex={i === state.index ? 0 : -1}
                      onClick={send({ type: 'go', index: i })}
                    >
                      <Image src={image.thumbnailUrl || image.imageUrl} alt={image.altText} sizes="6rem" />
                    </button>
                  </li>
                ))}
              </ul>
              <button
                type="button"
                className="t-gallery__button"
                aria-controls={stageId}
                aria-label="Next image"
                aria-disabled={canGoNext(state) ? undefined : true}
                onClick={send({ type: 'next' })}
              >
                <NextIcon />
              </button>
            </>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

export default function GalleryView({ id, props }: ViewProps<GalleryProps>) {
  return <GalleryFrame id={id} props={props} state={initialGalleryState(props)} hydrated={false} />;
}
