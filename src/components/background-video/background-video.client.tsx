import { useEffect, useReducer, useRef } from 'react';
import type { ViewProps } from '../view';
import { backgroundVideoReducer, REDUCED_MOTION_QUERY, shouldAutoplay } from './state';
import { BackgroundVideo, type BackgroundVideoProps } from './View';

/**
 * Island: starts the muted video unless the visitor prefers reduced motion (and pauses it if
 * they come to prefer it), and gives the visitor a button to pause or play it (WCAG 2.2.2).
 */
export default function BackgroundVideoIsland({ props, slots }: ViewProps<BackgroundVideoProps>) {
  const [state, dispatch] = useReducer(backgroundVideoReducer, 'idle');
  const videoRef = useRef<HTMLVideoElement>(null);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    // The property, not only the attribute: browsers let only muted videos start by themselves.
    video.muted = true;
    video.play().catch(() => dispatch(video.error ? { type: 'failed' } : { type: 'paused' }));
  };

  useEffect(() => {
    if (!props.videoUrl) return;
    const motion = window.matchMedia(REDUCED_MOTION_QUERY);
    dispatch({ type: 'start' });
    if (shouldAutoplay({ reducedMotion: motion.matches })) play();
    const onChange = () => {
      if (motion.matches) videoRef.current?.pause();
    };
    motion.addEventListener('change', onChange);
    return () => motion.removeEventListener('change', onChange);
  }, [props.videoUrl]);

  const toggle = () => {
    if (state === 'playing') videoRef.current?.pause();
    else play();
  };

  return (
    <BackgroundVideo
      props={props}
      slots={slots}
      state={state}
      onToggle={toggle}
      videoRef={videoRef}
      onPlaying={() => dispatch({ type: 'playing' })}
      onPaused={() => dispatch({ type: 'paused' })}
      onFailed={() => dispatch({ type: 'failed' })}
    />
  );
}
