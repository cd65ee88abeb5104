import { isValidElement, type ReactNode, type Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { Image } from '../../ui/image';
import { PauseIcon, PlayIcon } from '../carousel/icons';
import { hasContent } from '../slot';
import type { ViewProps } from '../view';
import type { hero } from './definition';
import { VIDEO_LABELS } from './variants';

export type HeroProps = PropsOf<typeof hero>;

/**
 * Whether a slot holds anything. An island's slots arrive wrapped in `<tessera-slot>` (with
 * children on the server, with the server's HTML in the browser), so the wrapper alone says nothing.
 */
export function filled(slot: ReactNode): boolean {
  if (isValidElement<{ children?: ReactNode; dangerouslySetInnerHTML?: { __html: string } }>(slot) && slot.type === 'tessera-slot') {
    const html = slot.props.dangerouslySetInnerHTML?.__html;
    return html !== undefined ? html.trim() !== '' : hasContent(slot.props.children);
  }
  return hasContent(slot);
}

export interface HeroVideo {
  /** The island runs: the play/pause control exists. */
  hydrated: boolean;
  playing: boolean;
  onToggle?: () => void;
  ref?: Ref<HTMLVideoElement>;
}

const STILL: HeroVideo = { hydrated: false, playing: false };

function Media({ props, slots, video }: { props: HeroProps; slots: ViewProps<HeroProps>['slots']; video: HeroVideo }) {
  const style = { objectFit: props.imageFit, objectPosition: props.imageObjectPosition };
  if (props.variant === 'mini-carousel') {
    return filled(slots.carousel) ? <div className="t-hero__media t-hero__media--carousel">{slots.carousel}</div> : null;
  }
  if (props.variant === 'multi-box-video' && props.videoSrc) {
    // No autoplay attribute: the island starts the video unless the visitor prefers reduced
    // motion, so it never moves where nothing could pause it. Until then the poster shows.
    return (
      <div className="t-hero__media">
        <video
          className="t-hero__image t-hero__video"
          ref={video.ref}
          src={props.videoSrc}
          poster={props.imageSrc || undefined}
          muted
          loop
          playsInline
          preload="none"
          style={style}
          {...(props.imageAlt ? { 'aria-label': props.imageAlt } : { 'aria-hidden': true })}
        />
        {video.hydrated ? (
          <button
            type="button"
            className="t-hero__video-toggle"
            aria-label={video.playing ? VIDEO_LABELS.pause : VIDEO_LABELS.play}
            onClick={video.onToggle}
          >
            {video.playing ? <PauseIcon /> : <PlayIcon />}
          </button>
        ) : null}
      </div>
    );
  }
  if (!props.imageSrc) return null;
  return (
    <div className="t-hero__media">
      <Image className="t-hero__image" src={props.imageSrc} alt={props.imageAlt} loading="eager" sizes={props.imageWidth === 'half' ? '50vw' : '100vw'} style={style} />
    </div>
  );
}

/** The hero with its video in a given state; the island supplies the state and the handler. */
export function HeroFrame({ id, props, slots, video = STILL }: ViewProps<HeroProps> & { video?: HeroVideo }) {
  const headingId = platformId(id, 'heading');
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const media = <Media props={props} slots={slots} video={video} />;
  // As `Media` decides: a video hero without its video still shows the poster image.
  const hasMedia =
    props.variant === 'mini-carousel'
      ? filled(slots.carousel)
      : Boolean(props.imageSrc) || (props.variant === 'multi-box-video' && Boolean(props.videoSrc));
  // The mini carousel sits beside the boxes: over it, they would cover its controls.
  const width = props.variant === 'mini-carousel' ? 'half' : props.imageWidth;
  const classes = ['t-hero', `t-hero--${props.variant}`, `t-hero--image-${width}`, `t-hero--height-${props.imageHeight}`, `t-hero--align-${props.alignBoxes}`];
  if (hasMedia) classes.push('t-hero--has-media');

  let inner: ReactNode;
  if (props.variant === 'image-only') {
    inner = (
      <div className="t-hero__inner">
        {media}
        {props.heading ? (
          <Heading className="t-visually-hidden" id={headingId}>
            {props.heading}
          </Heading>
        ) : null}
      </div>
    );
  } else {
    const box1 = props.heading || props.box1Text || filled(slots.content);
    inner = (
      <div className="t-hero__inner">
        {media}
        <div className="t-hero__boxes">
          {box1 ? (
            <div className={`t-hero__box t-hero__box--${props.box1bg}`}>
              {props.heading ? (
                <Heading className="t-hero__heading" id={headingId}>
                  {props.heading}
                </Heading>
              ) : null}
              {props.box1Text ? <p className="t-hero__text">{props.box1Text}</p> : null}
              {slots.content}
            </div>
          ) : null}
          {props.box2Text ? (
            <div className={`t-hero__box t-hero__box--${props.box2bg}`}>
              <p className="t-hero__text">{props.box2Text}</p>
            </div>
          ) : null}
        </div>
      </div>
    );
  }
  return props.heading ? (
    <section className={classes.join(' ')} aria-labelledby={headingId}>
      {inner}
    </section>
  ) : (
    <div className={classes.join(' ')}>{inner}</div>
  );
}

export default function HeroView(input: ViewProps<HeroProps>) {
  return <HeroFrame {...input} />;
}
