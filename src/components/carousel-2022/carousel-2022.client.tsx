import { useHydrated } from '../disclosure';
import { pauseHandlers, useRotation, useSlideFromHash } from '../carousel/use-rotation.client';
import { CarouselFrame } from '../carousel/View';
import type { ViewProps } from '../view';
import { CAROUSEL_2022_INTERVAL, slideStyle, type Carousel2022Props } from './View';

/** Island: the shared carousel behaviour with carousel-2022's fixed choices. */
export default function Carousel2022Island({ id, props, slots }: ViewProps<Carousel2022Props>) {
  const hydrated = useHydrated();
  const [state, dispatch] = useRotation({ count: props.slides.length, repeat: props.loop, autoplay: props.autoplay, interval: CAROUSEL_2022_INTERVAL });
  useSlideFromHash(props.slides, dispatch);
  return (
    <CarouselFrame
      id={id}
      className="t-carousel-2022"
      label={props.label}
      slides={props.slides}
      slots={slots}
      state={state}
      autoplay={props.autoplay}
      showControls
      showIndicators
      hydrated={hydrated}
      slideStyle={slideStyle(props)}
      dispatch={dispatch}
      rootHandlers={pauseHandlers(dispatch, { pauseOnHover: true })}
    />
  );
}
