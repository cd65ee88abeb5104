import { VIEW_MORE_MAX_HEIGHT } from '../../core/constants';

/**
 * pending (the server's HTML: clipped where scripts run, whole where they do not) → short (the
 * content fits: no button) or collapsed (clipped, "View more"); collapsed ⇄ expanded. Content
 * that changes size (a narrower window, an image loading) is measured again.
 */
export type ViewMoreState = 'pending' | 'short' | 'collapsed' | 'expanded';

export type ViewMoreEvent = { type: 'measured'; tall: boolean } | { type: 'toggle' };

/** Specification §9 "View-more max height 200": content taller than this is clipped. */
export function isTall(contentHeight: number): boolean {
  return contentHeight > VIEW_MORE_MAX_HEIGHT;
}

export function viewMoreReducer(state: ViewMoreState, event: ViewMoreEvent): ViewMoreState {
  switch (event.type) {
    case 'measured':
      if (!event.tall) return 'short';
      return state === 'expanded' ? 'expanded' : 'collapsed';
    case 'toggle':
      if (state === 'collapsed') return 'expanded';
      return state === 'expanded' ? 'collapsed' : state;
  }
}
