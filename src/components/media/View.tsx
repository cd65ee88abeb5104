import type { ReactNode } from 'react';
import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { Image } from '../../ui/image';
import { ThirdPartyFrame } from '../video-player/third-party';
import { videoSource, type VideoSource } from '../video-player/source';
import type { ViewProps } from '../view';
import type { media } from './definition';

export type MediaProps = PropsOf<typeof media>;

/** The video of a video media item, or undefined for an image. */
export function mediaVideo(props: MediaProps): VideoSource | undefined {
  return props.type === 'video' ? videoSource(props.videoUrl) : undefined;
}

export interface MediaMarkupProps {
  props: MediaProps;
  slots: Record<string, ReactNode>;
  /** The third-party player in its consent state (the island's); the server shows its placeholder. */
  thirdParty?: ReactNode;
}

/** The media item; `thirdParty` replaces a YouTube or Vimeo video's placeholder. */
export function Media({ props, slots, thirdParty }: MediaMarkupProps) {
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const video = mediaVideo(props);
  const classes = ['t-media', `t-media--${props.mediaSide}`, `t-media--${props.type}`];
  if (props.hasTransition) classes.push('t-media--transition');
  let figure: ReactNode = null;
  if (video?.kind === 'file') {
    figure = (
      // Nothing is fetched before the visitor presses play; the poster holds the frame's place.
      <video
        className="t-media__video"
        src={video.url}
        poster={props.imageUrl || undefined}
        aria-label={props.altText}
        controls
        preload="none"
        playsInline
      />
    );
  } else if (video?.kind === 'youtube' || video?.kind === 'vimeo') {
    figure = thirdParty ?? <ThirdPartyFrame source={video} title={props.altText} state="pending" />;
  } else if (props.type === 'image' && props.imageUrl) {
    figure = <Image className="t-media__image" src={props.imageUrl} alt={props.altText} sizes="(min-width: 768px) 50vw, 100vw" />;
  }
  return (
    <div className={classes.join(' ')}>
      {figure ? <div className="t-media__figure">{figure}</div> : null}
      <div className="t-media__body">
        {props.heading ? <Heading className="t-media__heading">{props.heading}</Heading> : null}
        {slots.content}
        {props.linkUrl && props.linkText ? (
          <p className="t-media__link-row">
            <a className="t-media__link" href={props.linkUrl}>
              {props.linkText}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}

export default function MediaView({ props, slots }: ViewProps<MediaProps>) {
  return <Media props={props} slots={slots} />;
}
