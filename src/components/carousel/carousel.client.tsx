import { useHydrated } from '../disclosure';
import type { ViewProps } from '../view';
import { pauseHandlers, useRotation, useSlideFromHash } from './use-rotation.client';
import { CarouselFrame, type CarouselProps } from './View';

/** Island: the rotation state, its timer and the pause rules around the server's slides. */
export default function CarouselIsland({ id, props, slots }: ViewProps<CarouselProps>) {
  const hydrated = useHydrated();
  const [state, dispatch] = useRotation({ count: props.slides.length, repeat: props.repeat, autoplay: props.autoplay, interval: props.interval });
  useSlideFromHash(props.slides, dispatch);
  return (
    <CarouselFrame
      id={id}
      label={props.label}
      slides={props.slides}
      slots={slots}
      state={state}
      autoplay={props.autoplay}
      showControls={props.showControls}
      showIndicators={props.showIndicators}
      hydrated={hydrated}
      dispatch={dispatch}
      rootHandlers={pauseHandlers(dispatch, { pauseOnHover: props.pauseOnHover })}
    />
  );
}
