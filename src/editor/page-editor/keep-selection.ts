import { useEffect } from 'react';
import { useGetPuck } from '@puckeditor/core';

/**
 * Puck's viewport controls (Mobile, Tablet, Desktop, zoom) sit inside the canvas wrapper,
 * whose click handler clears the selection for any click that is not on a component
 * (Puck 0.23, `Canvas` in chunk-55V3NZVF.mjs). Their clicks bubble up to it, so switching the
 * viewport deselected the component being edited. Puck's own handlers must still run, so the
 * selection is noted before the click reaches React and put back right after it.
 */
const VIEWPORT_CONTROLS = '[class*="_ViewportControls_"]';

/** Keeps the selected component selected when the viewport or zoom changes. Call inside `<Puck>`. */
export function useKeepSelectionOnViewportChange(): void {
  const getPuck = useGetPuck();
  useEffect(() => {
    let kept: ReturnType<typeof getPuck>['appState']['ui']['itemSelector'] = null;
    const inControls = (event: Event) => event.target instanceof Element && event.target.closest(VIEWPORT_CONTROLS) !== null;
    // Capture on the document runs before React's listeners on its root; bubbling to the
    // document runs after them, still within the same click.
    const before = (event: Event) => {
      kept = inControls(event) ? getPuck().appState.ui.itemSelector : null;
    };
    const after = (event: Event) => {
      if (!kept || !inControls(event)) return;
      const { appState, dispatch } = getPuck();
      if (appState.ui.itemSelector === null) dispatch({ type: 'setUi', ui: { itemSelector: kept }, recordHistory: false });
      kept = null;
    };
    document.addEventListener('click', before, true);
    document.addEventListener('click', after);
    return () => {
      document.removeEventListener('click', before, true);
      document.removeEventListener('click', after);
    };
  }, [getPuck]);
}
