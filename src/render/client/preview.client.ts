/**
 * Loaded only by previews the editor shows in a sandboxed frame: Escape pressed while the focus
 * is inside the frame cannot reach the editor's dialog (keys stay in the frame's document), so
 * it is handed on as a message. Says nothing else, and nothing outside a frame.
 */
import { PREVIEW_ESCAPE_MESSAGE } from '../../core/ids';

if (window.parent !== window) {
  addEventListener('keydown', (event) => {
    // The editor checks that the message comes from its own preview frame.
    if (event.key === 'Escape' && !event.defaultPrevented) window.parent.postMessage(PREVIEW_ESCAPE_MESSAGE, '*');
  });
}
