import { useCallback, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../disclosure';
import { REDUCED_MOTION_QUERY } from '../carousel/use-rotation.client';
import type { ViewProps } from '../view';
import { HeroFrame, type HeroProps } from './View';

/**
 * Island: for `multi-box-video`, starts the muted video unless the visitor prefers reduced
 * motion, and offers the control that pauses and plays it. Other variants only hydrate.
 */
export default function HeroIsland({ id, props, slots }: ViewProps<HeroProps>) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    video.addEventListener('play', onPlay);
    video.addEventListener('pause', onPause);
    if (!window.matchMedia(REDUCED_MOTION_QUERY).matches) {
      video.muted = true;
      video.play().catch(() => setPlaying(false));
    }
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('pause', onPause);
    };
  }, [props.videoSrc]);

  const onToggle = useCallback(() => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) video.play().catch(() => setPlaying(false));
    else video.pause();
  }, []);

  return <HeroFrame id={id} props={props} slots={slots} video={{ hydrated, playing, onToggle, ref }} />;
}
