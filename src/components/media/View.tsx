import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import type { ViewProps } from '../view';
import type { media } from './definition';

export default function MediaView({ props, slots }: ViewProps<PropsOf<typeof media>>) {
  const Heading = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const classes = ['t-media', `t-media--${props.mediaSide}`];
  if (props.hasTransition) classes.push('t-media--transition');
  return (
    <div className={classes.join(' ')}>
      {props.imageUrl ? (
        <div className="t-media__figure">
          <img className="t-media__image" src={props.imageUrl} alt={props.altText} loading="lazy" />
        </div>
      ) : null}
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
