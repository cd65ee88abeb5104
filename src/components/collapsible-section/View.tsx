import type { Ref, SyntheticEvent } from 'react';
import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { collapsibleSection } from './definition';
import { IDLE, type LoadState } from './state';

export type CollapsibleSectionProps = PropsOf<typeof collapsibleSection>;

export const LOADING_TEXT = 'Loading…';
export const RETRY_TEXT = 'Try again';

export interface CollapsibleSectionMarkupProps extends ViewProps<CollapsibleSectionProps> {
  load: LoadState;
  onToggle?: (event: SyntheticEvent<HTMLDetailsElement>) => void;
  onRetry?: () => void;
  detailsRef?: Ref<HTMLDetailsElement>;
  rootRef?: Ref<HTMLDivElement>;
}

/** What the ajaxUrl brought, or where it is coming: inside the open section, after its expanded slot. */
function Loaded({ load, onRetry }: { load: LoadState; onRetry?: (() => void) | undefined }) {
  return (
    <div className="t-collapsible-section__loaded" aria-busy={load.status === 'loading' || undefined}>
      {load.status === 'loading' ? (
        <p className="t-collapsible-section__status" role="status">
          {LOADING_TEXT}
        </p>
      ) : null}
      {load.status === 'failed' ? (
        <div className="t-collapsible-section__error" role="alert">
          <p>{`This part of the section could not be loaded: ${load.error}`}</p>
          <button type="button" className="t-button" onClick={onRetry}>
            {RETRY_TEXT}
          </button>
        </div>
      ) : null}
      {/* The fragment, without its scripts: its islands stay the server's static HTML. */}
      {load.status === 'loaded' ? <div className="t-collapsible-section__fragment" dangerouslySetInnerHTML={{ __html: load.html }} /> : null}
    </div>
  );
}

/**
 * A native `<details>` disclosure (it opens and closes without JavaScript), closed at first;
 * the `collapsed` slot follows it and shows only while it is closed, the `partial` slot after
 * that in both states (styles.css). The island adds loading from ajaxUrl and opening from the
 * address's hash; it leaves `open` to the browser.
 */
export function CollapsibleSection({ props, slots, load, onToggle, onRetry, detailsRef, rootRef }: CollapsibleSectionMarkupProps) {
  const className = `t-collapsible-section${props.unstyled ? ' t-collapsible-section--unstyled' : ''}`;
  return (
    <div className={className} id={props.hash || undefined} ref={rootRef}>
      <details className="t-collapsible-section__details" onToggle={onToggle} ref={detailsRef}>
        <summary className="t-collapsible-section__header">{props.header}</summary>
        <div className="t-collapsible-section__body">
          {slots.expanded}
          {props.ajaxUrl ? <Loaded load={load} onRetry={onRetry} /> : null}
        </div>
      </details>
      <div className="t-collapsible-section__collapsed">{slots.collapsed}</div>
      <div className="t-collapsible-section__partial">{slots.partial}</div>
    </div>
  );
}

/** Server view: nothing loaded yet, identical to the island's first render. */
export default function CollapsibleSectionView(input: ViewProps<CollapsibleSectionProps>) {
  return <CollapsibleSection {...input} load={IDLE} />;
}
