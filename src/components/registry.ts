import { createRegistry, type ComponentDefinition } from '../core/component';
import { alert } from './alert/definition';
import { authGate } from './auth-gate/definition';
import { anchor } from './anchor/definition';
import { bannerMessages } from './banner-messages/definition';
import { box } from './box/definition';
import { breadcrumb } from './breadcrumb/definition';
import { callout } from './callout/definition';
import { card } from './card/definition';
import { cookieNotice } from './cookie-notice/definition';
import { customLinks } from './custom-links/definition';
import { dropdownMenu } from './dropdown-menu/definition';
import { embed } from './embed/definition';
import { flexColumn } from './flex-column/definition';
import { flexRow } from './flex-row/definition';
import { floatingToolset } from './floating-toolset/definition';
import { flyoutList } from './flyout-list/definition';
import { footer } from './footer/definition';
import { fragment } from './fragment/definition';
import { grid } from './grid/definition';
import { grid2024 } from './grid-2024/definition';
import { header } from './header/definition';
import { heading } from './heading/definition';
import { helpTooltip } from './help-tooltip/definition';
import { hero } from './hero/definition';
import { include } from './include/definition';
import { loginChooser } from './login-chooser/definition';
import { logoutButton } from './logout-button/definition';
import { media } from './media/definition';
import { navFlyout } from './nav-flyout/definition';
import { pageLayout } from './page-layout/definition';
import { pageLayoutNoBanner } from './page-layout-no-banner/definition';
import { richTextComponent } from './rich-text/definition';
import { secondaryNav } from './secondary-nav/definition';

/** Every component kind, definitions only (no React): what the server validates against. */
export const definitions: readonly ComponentDefinition[] = [
  // Document roots
  pageLayout,
  pageLayoutNoBanner,
  fragment,
  include,
  // Navigation
  header,
  footer,
  breadcrumb,
  secondaryNav,
  flyoutList,
  navFlyout,
  dropdownMenu,
  floatingToolset,
  customLinks,
  // Layout
  box,
  flexRow,
  flexColumn,
  grid,
  grid2024,
  // Content and media
  alert,
  heading,
  richTextComponent,
  callout,
  card,
  hero,
  media,
  anchor,
  // Consent, messages and sign-in
  bannerMessages,
  cookieNotice,
  embed,
  helpTooltip,
  loginChooser,
  logoutButton,
  authGate,
];

export const registry = createRegistry(definitions);
