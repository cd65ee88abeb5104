import { useEffect, useRef, useState } from 'react';
import type { ViewProps } from '../view';
import { useThirdPartyConsent } from './consent.client';
import { columnsFor, playlistPage, turnPage } from './playlist';
import { VideoPlayer, type VideoPlayerProps } from './View';

/**
 * Tiles in a row of the playlist grid, as the browser laid it out (`auto-fill` tracks of at
 * least 250 px), so the island pages exactly what CSS showed before it ran.
 */
function measureColumns(list: HTMLElement): number {
  const style = getComputedStyle(list);
  const tracks = style.gridTemplateColumns.split(/\s+/).filter((t) => t.endsWith('px'));
  if (tracks.length > 0) return tracks.length;
  return columnsFor({ width: list.clientWidth, gap: Number.parseFloat(style.columnGap) || 0 });
}

/**
 * Island: pages the playlist by the number of tiles that fit in two rows (re-measured when
 * the player resizes), plays the chosen video in the player, and loads YouTube or Vimeo
 * videos only with the visitor's C0005 consent.
 */
export default function VideoPlayerIsland({ id, props }: ViewProps<VideoPlayerProps>) {
  const consent = useThirdPartyConsent();
  const [current, setCurrent] = useState(0);
  const [first, setFirst] = useState(0);
  const [columns, setColumns] = useState<number | null>(null);
  const [autoplay, setAutoplay] = useState(false);
  const [chosen, setChosen] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (!list) {
      setColumns(1);
      return;
    }
    const measure = () => setColumns(measureColumns(list));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    // A choice of the visitor's: playing it is what they asked for, reduced motion or not.
    if (autoplay) videoRef.current?.play().catch(() => undefined);
  }, [chosen, autoplay]);

  const page = columns === null ? null : playlistPage({ count: props.items.length, columns, first });
  const choose = (index: number) => {
    setCurrent(index);
    setAutoplay(true);
    setChosen((n) => n + 1);
  };
  const turn = (step: number) => {
    if (page) setFirst(turnPage(page, step));
  };

  return (
    <VideoPlayer
      id={id}
      props={props}
      state={{ current, page, autoplay, consent: consent.state }}
      onChoose={choose}
      onTurn={turn}
      onAccept={consent.accept}
      listRef={listRef}
      videoRef={videoRef}
      frameRef={consent.frameRef}
    />
  );
}
