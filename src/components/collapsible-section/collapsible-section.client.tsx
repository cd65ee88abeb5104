import { useEffect, useReducer, useRef, useState } from 'react';
import type { ViewProps } from '../view';
import { fetchPartial, withoutScripts } from './fragment.client';
import { hashOpens, IDLE, loadReducer, shouldLoad } from './state';
import { CollapsibleSection, type CollapsibleSectionProps } from './View';

/**
 * Island: follows the `<details>` element's own open state (the browser toggles it), opens the
 * section when the address names its hash (on arrival and on later hash changes) and loads
 * its ajaxUrl the first time it is open.
 */
export default function CollapsibleSectionIsland(input: ViewProps<CollapsibleSectionProps>) {
  const { hash, ajaxUrl } = input.props;
  const [open, setOpen] = useState(false);
  const [load, dispatch] = useReducer(loadReducer, IDLE);
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const details = detailsRef.current;
    if (!details) return;
    // The visitor may have toggled it before the island hydrated.
    setOpen(details.open);
    const openFromHash = () => {
      if (!hashOpens(location.hash, hash)) return;
      details.open = true;
      setOpen(true);
      rootRef.current?.scrollIntoView({ block: 'start' });
    };
    openFromHash();
    addEventListener('hashchange', openFromHash);
    return () => removeEventListener('hashchange', openFromHash);
  }, [hash]);

  useEffect(() => {
    if (!shouldLoad({ open, ajaxUrl, state: load })) return;
    dispatch({ type: 'start' });
    fetchPartial(ajaxUrl).then(
      (html) => dispatch({ type: 'done', html: withoutScripts(html) }),
      (error: unknown) => dispatch({ type: 'fail', error: error instanceof Error ? error.message : String(error) }),
    );
  }, [open, ajaxUrl, load]);

  return (
    <CollapsibleSection
      {...input}
      load={load}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onRetry={() => {
        // The button goes away while loading again: focus stays on the section's header.
        detailsRef.current?.querySelector('summary')?.focus();
        dispatch({ type: 'retry' });
      }}
      detailsRef={detailsRef}
      rootRef={rootRef}
    />
  );
}
