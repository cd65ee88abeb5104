import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import type { ViewProps } from '../view';
import type { card } from './definition';
import { platformId } from '../../core/ids';

/**
 * With link text the link is a separate "read more" link described by the title; without
 * it the title itself is the link.
 */
export default function CardView({ id, props, slots }: ViewProps<PropsOf<typeof card>>) {
  const titleId = platformId(id, 'title');
  const Heading = `h${headingLevel(props.title, props.headingLevel)}` as const;
  const titleLinks = Boolean(props.href && !props.linkText);
  return (
    <article className="t-card" aria-labelledby={props.title ? titleId : undefined}>
      {props.imageSrc ? <img className="t-card__image" src={props.imageSrc} alt={props.imageAlt} loading="lazy" /> : null}
      <div className="t-card__body">
        {props.title ? (
          <Heading className="t-card__title" id={titleId}>
            {titleLinks ? (
              <a className="t-card__title-link" href={props.href}>
                {props.title}
              </a>
            ) : (
              props.title
            )}
          </Heading>
        ) : null}
        {props.text ? <p className="t-card__text">{props.text}</p> : null}
        {slots.content}
        {props.href && props.linkText ? (
          <a className="t-card__link" href={props.href} aria-describedby={props.title ? titleId : undefined}>
            {props.linkText}
          </a>
        ) : null}
      </div>
    </article>
  );
}
