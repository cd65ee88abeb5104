/** The header's open menus: at most one mega-menu, plus the mobile menu below the breakpoint. */
export interface HeaderState {
  /** Index of the open mega-menu, or null. */
  openMenu: number | null;
  mobileOpen: boolean;
}

export type HeaderAction =
  /** Click, Enter or Space on a menu's trigger. */
  | { type: 'toggle-menu'; menu: number }
  /** Arrow key on a menu's trigger. */
  | { type: 'open-menu'; menu: number }
  | { type: 'escape' }
  /** Focus moved from inside `menu` to somewhere else on the page. */
  | { type: 'focus-left'; menu: number }
  /** A pointer press: inside the open menu, inside the header, or neither. */
  | { type: 'press'; insideMenu: boolean; insideHeader: boolean }
  | { type: 'toggle-mobile' };

export const initialHeaderState: HeaderState = { openMenu: null, mobileOpen: false };

export function headerReducer(state: HeaderState, action: HeaderAction): HeaderState {
  switch (action.type) {
    case 'toggle-menu':
      return { ...state, openMenu: state.openMenu === action.menu ? null : action.menu };
    case 'open-menu':
      return state.openMenu === action.menu ? state : { ...state, openMenu: action.menu };
    case 'escape':
      // One layer at a time: the open mega-menu first, then the mobile menu around it.
      if (state.openMenu !== null) return { ...state, openMenu: null };
      return state.mobileOpen ? { ...state, mobileOpen: false } : state;
    case 'focus-left':
      return state.openMenu === action.menu ? { ...state, openMenu: null } : state;
    case 'press': {
      const openMenu = action.insideMenu ? state.openMenu : null;
      const mobileOpen = action.insideHeader ? state.mobileOpen : false;
      return openMenu === state.openMenu && mobileOpen === state.mobileOpen ? state : { openMenu, mobileOpen };
    }
    case 'toggle-mobile':
      return { openMenu: null, mobileOpen: !state.mobileOpen };
  }
}

/** Where focus goes after Escape: the trigger of the menu that closed, or the mobile menu button. */
export function escapeFocus(state: HeaderState): { menu: number } | 'mobile-button' | null {
  if (state.openMenu !== null) return { menu: state.openMenu };
  return state.mobileOpen ? 'mobile-button' : null;
}
