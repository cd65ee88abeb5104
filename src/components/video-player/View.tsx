import type { Ref, RefObject } from 'react';
import type { PropsOf } from '../../core/component';
import { VIDEO_PLAYLIST } from '../../core/constants';
import { headingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { Image } from '../../ui/image';
import type { EmbedState } from '../embed/state';
import type { ViewProps } from '../view';
import type { videoPlayer } from './definition';
import { pageStatus, type PlaylistPage } from './playlist';
import { videoSource } from './source';
import { ThirdPartyFrame } from './third-party';

export type VideoPlayerProps = PropsOf<typeof videoPlayer>;
type Item = VideoPlayerProps['items'][number];

export interface PlayerState {
  /** The item in the player. */
  current: number;
  /**
   * The playlist page shown, once the island has measured how many tiles fit in a row; `null`
   * in the server's HTML, where CSS shows the first two rows and the items are plain links.
   */
  page: PlaylistPage | null;
  /** The visitor chose the current item: it starts playing. */
  autoplay: boolean;
  consent: EmbedState;
}

export interface VideoPlayerMarkupProps {
  id: string;
  props: VideoPlayerProps;
  state: PlayerState;
  onChoose?: (index: number) => void;
  onTurn?: (step: number) => void;
  onAccept?: () => void;
  listRef?: Ref<HTMLUListElement>;
  videoRef?: Ref<HTMLVideoElement>;
  frameRef?: RefObject<HTMLIFrameElement | null>;
}

/** Where an item's link goes before the island runs (and without scripts): the file or the provider's player. */
function directUrl(item: Item): string {
  const source = videoSource(item.videoUrl);
  if (source?.kind === 'file') return source.url;
  if (source?.kind === 'youtube' || source?.kind === 'vimeo') return source.embedUrl;
  return item.videoUrl;
}

function Screen({ item, state, onAccept, videoRef, frameRef }: { item: Item; state: PlayerState } & Pick<VideoPlayerMarkupProps, 'onAccept' | 'videoRef' | 'frameRef'>) {
  const source = videoSource(item.videoUrl);
  if (source?.kind === 'youtube' || source?.kind === 'vimeo') {
    return <ThirdPartyFrame source={source} title={item.title} state={state.consent} autoplay={state.autoplay} onAccept={onAccept} frameRef={frameRef} />;
  }
  return (
    <video
      className="t-video-player__video"
      key={state.current}
      ref={videoRef}
      src={source?.kind === 'file' ? source.url : undefined}
      poster={item.thumbnailUrl || undefined}
      aria-label={item.title}
      controls
      playsInline
      preload="none"
    />
  );
}

/** The player in a given state; the island supplies the state and the handlers. */
export function VideoPlayer({ id, props, state, onChoose, onTurn, onAccept, listRef, videoRef, frameRef }: VideoPlayerMarkupProps) {
  const { items } = props;
  const item = items[Math.min(state.current, items.length - 1)]!;
  const { page } = state;
  const headingId = platformId(id, 'heading');
  const listId = platformId(id, 'playlist');
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const paged = items.length > VIDEO_PLAYLIST.rowsPerPage;
  const classes = ['t-video-player'];
  if (!page) classes.push('t-video-player--pending');
  return (
    <section className={classes.join(' ')} {...(props.heading ? { 'aria-labelledby': headingId } : { 'aria-label': 'Video player' })}>
      {props.heading ? (
        <Heading className="t-video-player__heading" id={headingId}>
          {props.heading}
        </Heading>
      ) : null}
      <div className="t-video-player__stage">
        <Screen item={item} state={state} onAccept={onAccept} videoRef={videoRef} frameRef={frameRef} />
        <p className="t-video-player__now" aria-live="polite">
          <span className="t-video-player__now-title">{item.title}</span>
          {item.description ? <span className="t-video-player__now-text">{item.description}</span> : null}
        </p>
      </div>
      {items.length > 1 ? (
        <div className="t-video-player__playlist">
          <ul className="t-video-player__list" id={listId} aria-label="Playlist" ref={listRef}>
            {items.map((entry, i) => {
              const shown = !page || (i >= page.start && i < page.end);
              const current = i === state.current ? ('true' as const) : undefined;
              const content = (
                <>
                  <span className="t-video-player__thumb">
                    {entry.thumbnailUrl ? (
                      <Image className="t-video-player__thumb-image" src={entry.thumbnailUrl} alt="" sizes="(min-width: 768px) 25vw, 100vw" />
                    ) : null}
                  </span>
                  <span className="t-video-player__item-title">{entry.title}</span>
                  {entry.description ? <span className="t-video-player__item-text">{entry.description}</span> : null}
                </>
              );
              return (
                <li className="t-video-player__item" key={i} hidden={!shown || undefined}>
                  {page ? (
                    <button type="button" className="t-video-player__choice" aria-current={current} onClick={() => onChoose?.(i)}>
                      {content}
                    </button>
                  ) : (
                    <a className="t-video-player__choice" href={directUrl(entry)} aria-current={current}>
                      {content}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
          {paged ? (
            <div className={`t-video-player__pager${page && page.pages > 1 ? '' : ' t-video-player__pager--idle'}`}>
              <button
                type="button"
                className="t-button t-video-player__turn"
                aria-controls={listId}
                aria-disabled={!page || page.page === 0}
                onClick={() => onTurn?.(-1)}
              >
                Previous videos
              </button>
              <p className="t-video-player__page" aria-live="polite">
                {page ? pageStatus(page) : ''}
              </p>
              <button
                type="button"
                className="t-button t-video-player__turn"
                aria-controls={listId}
                aria-disabled={!page || page.page >= page.pages - 1}
                onClick={() => onTurn?.(1)}
              >
                Next videos
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

/** Server view: the first video in the player, the first two rows of the playlist (CSS), items as links. */
export default function VideoPlayerView({ id, props }: ViewProps<VideoPlayerProps>) {
  return <VideoPlayer id={id} props={props} state={{ current: 0, page: null, autoplay: false, consent: 'pending' }} />;
}
