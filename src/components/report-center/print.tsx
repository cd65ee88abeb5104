import { platformId } from '../../core/ids';

/** The element ids of a report center: its root, and the part the island hands back untouched. */
export const rootId = (nodeId: string) => platformId(nodeId, 'report-center');
export const bodyId = (nodeId: string) => platformId(nodeId, 'report-center-body');

/**
 * The print button: invisible until the island runs (printing needs `window.print`), so pages
 * without JavaScript show no dead control; the browser's own print uses the print styles anyway.
 * Its place is kept (not `hidden`), so nothing moves when it appears.
 */
export function PrintButton({ hydrated, onPrint }: { hydrated: boolean; onPrint?: () => void }) {
  return (
    <div className="t-report-center__toolbar">
      <button type="button" className={`t-button t-report-center__print${hydrated ? '' : ' t-report-center__print--pending'}`} onClick={onPrint}>
        Print reports
      </button>
    </div>
  );
}
