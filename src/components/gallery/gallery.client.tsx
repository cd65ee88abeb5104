import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { arrowTarget, HORIZONTAL, useHydrated } from '../disclosure';
import { pauseHandlers, useRotation } from '../carousel/use-rotation.client';
import type { ViewProps } from '../view';
import { GalleryFrame, type GalleryProps } from './View';

/**
 * Island: the shared rotation (always repeating, paused on hover and focus) around the
 * server's images; the thumbnails are one tab stop, moved between with the arrow keys, Home
 * and End, which also show the image.
 */
export default function GalleryIsland({ id, props }: ViewProps<GalleryProps>) {
  const hydrated = useHydrated();
  const root = useRef<HTMLElement>(null);
  const focusThumbnail = useRef(false);
  const [state, dispatch] = useRotation({ count: props.images.length, repeat: true, autoplay: props.interval > 0, interval: props.interval });

  useLayoutEffect(() => {
    if (!focusThumbnail.current) return;
    focusThumbnail.current = false;
    root.current?.querySelector<HTMLElement>(`[data-thumbnail="${state.index}"]`)?.focus();
  }, [state.index]);

  const onThumbnailKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = arrowTarget(event.key, state.index, state.count, HORIZONTAL);
    if (target === undefined) return;
    event.preventDefault();
    if (target === state.index) return;
    focusThumbnail.current = true;
    dispatch({ type: 'go', index: target });
  };

  return (
    <GalleryFrame
      id={id}
      props={props}
      state={state}
      hydrated={hydrated}
      dispatch={dispatch}
      rootRef={root}
      rootHandlers={pauseHandlers(dispatch, { pauseOnHover: true })}
      onThumbnailKeyDown={onThumbnailKeyDown}
    />
  );
}
