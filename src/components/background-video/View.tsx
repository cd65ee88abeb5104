import type { Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { Image } from '../../ui/image';
import type { ViewProps } from '../view';
import type { backgroundVideo } from './definition';
import { controlLabel, type BackgroundVideoState } from './state';

export type BackgroundVideoProps = PropsOf<typeof backgroundVideo>;

export interface BackgroundVideoMarkupProps {
  props: BackgroundVideoProps;
  slots: ViewProps<BackgroundVideoProps>['slots'];
  state: BackgroundVideoState;
  onToggle?: () => void;
  videoRef?: Ref<HTMLVideoElement>;
  onPlaying?: () => void;
  onPaused?: () => void;
  onFailed?: () => void;
}

function PauseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  );
}

function PlayIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

/**
 * The section in a given state. The video is decoration (muted, behind an overlay in a theme
 * colour pair that keeps the content readable); it is never fetched before it is played, and
 * the control exists only while there is a video to pause or play.
 */
export function BackgroundVideo({ props, slots, state, onToggle, videoRef, onPlaying, onPaused, onFailed }: BackgroundVideoMarkupProps) {
  const classes = [
    't-background-video',
    `t-background-video--${props.overlay}`,
    `t-background-video--height-${props.minHeight}`,
    `t-background-video--align-${props.align}`,
  ];
  if (state === 'failed') classes.push('t-background-video--failed');
  const control = props.videoUrl && (state === 'playing' || state === 'paused');
  return (
    <div className={classes.join(' ')}>
      <div className="t-background-video__media" aria-hidden="true">
        <Image className="t-background-video__poster" src={props.posterUrl} alt="" sizes="100vw" />
        {props.videoUrl ? (
          <video
            className="t-background-video__video"
            ref={videoRef}
            src={props.videoUrl}
            poster={props.posterUrl}
            muted
            loop
            playsInline
            preload="none"
            onPlaying={onPlaying}
            onPause={onPaused}
            onError={onFailed}
          />
        ) : null}
      </div>
      <div className="t-background-video__overlay" />
      <div className="t-background-video__content">{slots.content}</div>
      {control ? (
        <button type="button" className="t-background-video__control" aria-label={controlLabel(state)} onClick={onToggle}>
          {state === 'playing' ? <PauseIcon /> : <PlayIcon />}
        </button>
      ) : null}
    </div>
  );
}

/** Server view: the poster and the content; the video waits for the island, which decides whether it may move. */
export default function BackgroundVideoView({ props, slots }: ViewProps<BackgroundVideoProps>) {
  return <BackgroundVideo props={props} slots={slots} state="idle" />;
}
