import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { hasContent } from '../slot';
import type { ViewProps } from '../view';
import type { hero } from './definition';
import { platformId } from '../../core/ids';

export default function HeroView({ id, props, slots }: ViewProps<PropsOf<typeof hero>>) {
  const headingId = platformId(id, 'heading');
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const classes = [
    't-hero',
    `t-hero--${props.variant}`,
    `t-hero--image-${props.imageWidth}`,
    `t-hero--height-${props.imageHeight}`,
    `t-hero--align-${props.alignBoxes}`,
  ];
  const box1 = props.heading || props.box1Text || hasContent(slots.content);
  const boxes = (
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
  );
  const media = props.imageSrc ? (
    <div className="t-hero__media">
      <img
        className="t-hero__image"
        src={props.imageSrc}
        alt={props.imageAlt}
        style={{ objectFit: props.imageFit, objectPosition: props.imageObjectPosition }}
      />
    </div>
  ) : null;
  const inner = (
    <div className="t-hero__inner">
      {media}
      {boxes}
    </div>
  );
  return props.heading ? (
    <section className={classes.join(' ')} aria-labelledby={headingId}>
      {inner}
    </section>
  ) : (
    <div className={classes.join(' ')}>{inner}</div>
  );
}
