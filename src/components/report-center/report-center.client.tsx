import { useEffect, useRef, useState } from 'react';
import type { ViewProps } from '../view';
import { useHydrated } from '../disclosure';
import { followExchange } from './contract-options.client';
import { PrintButton, bodyId, rootId } from './print';

/** The server's HTML of the reports, read once: hydration keeps it as it is. */
function serverBody(nodeId: string): string {
  return typeof document === 'undefined' ? '' : (document.getElementById(bodyId(nodeId))?.innerHTML ?? '');
}

/**
 * Island: the print button, and each viewer's contract list following its exchange. The forms,
 * notes and tables stay the server's HTML (their data was loaded on the server and is not sent
 * again), so this chunk holds no report data.
 */
export default function ReportCenterIsland({ id, props }: ViewProps<{ showPrintButton?: boolean }>) {
  const hydrated = useHydrated();
  const [body] = useState(() => serverBody(id));
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = bodyRef.current;
    if (!element) return;
    const onChange = (event: Event) => {
      const target = event.target as HTMLSelectElement;
      if (target.tagName === 'SELECT' && target.name.endsWith('.exchange')) void followExchange(target);
    };
    element.addEventListener('change', onChange);
    return () => element.removeEventListener('change', onChange);
  }, []);
  return (
    <div className="t-report-center" id={rootId(id)}>
      {props.showPrintButton !== false ? <PrintButton hydrated={hydrated} onPrint={() => window.print()} /> : null}
      <div className="t-report-center__body" id={bodyId(id)} ref={bodyRef} dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}
