// In the project: src/components/key-figure/View.tsx. A pure function of its props: it renders
// once on the server and ships no JavaScript (the kind is not interactive).
import type { PropsOf } from '../../../../src/core/component';
import type { ViewProps } from '../../../../src/components/view';
import type { keyFigure } from './definition';

/** The figure first, then what it counts; the source in small print, linked when it has an address. */
export default function KeyFigureView({ props }: ViewProps<PropsOf<typeof keyFigure>>) {
  return (
    <figure className="t-key-figure">
      <p className="t-key-figure__value">{props.value}</p>
      <figcaption className="t-key-figure__label">
        {props.label}
        {props.source ? (
          <small className="t-key-figure__source">
            Source: {props.sourceHref ? <a href={props.sourceHref}>{props.source}</a> : props.source}
          </small>
        ) : null}
      </figcaption>
    </figure>
  );
}
