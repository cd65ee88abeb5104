import { useState } from 'react';
import type { ViewProps } from '../view';
import { useHydrated } from '../disclosure';
import { PrintButton, bodyId, rootId } from './print';

/** The server's HTML of the reports, read once: hydration keeps it as it is. */
function serverBody(nodeId: string): string {
  return typeof document === 'undefined' ? '' : (document.getElementById(bodyId(nodeId))?.innerHTML ?? '');
}

/**
 * Island: only the print button. The forms, notes and tables stay the server's HTML (their
 * data was loaded on the server and is not sent again), so this chunk holds no report code.
 */
export default function ReportCenterIsland({ id }: ViewProps<unknown>) {
  const hydrated = useHydrated();
  const [body] = useState(() => serverBody(id));
  return (
    <div className="t-report-center" id={rootId(id)}>
      <PrintButton hydrated={hydrated} onPrint={() => window.print()} />
      <div className="t-report-center__body" id={bodyId(id)} dangerouslySetInnerHTML={{ __html: body }} />
    </div>
  );
}
