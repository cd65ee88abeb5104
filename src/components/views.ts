import type { View } from './view';
import AlertView from './alert/View';
import AnchorView from './anchor/View';
import AuthGateView from './auth-gate/View';
import BannerMessagesView from './banner-messages/View';
import BoxView from './box/View';
import BreadcrumbView from './breadcrumb/View';
import CalloutView from './callout/View';
import CardView from './card/View';
import CookieNoticeView from './cookie-notice/View';
import CustomLinksView from './custom-links/View';
import DropdownMenuView from './dropdown-menu/View';
import EmbedView from './embed/View';
import FlexColumnView from './flex-column/View';
import FlexRowView from './flex-row/View';
import FloatingToolsetView from './floating-toolset/View';
import FlyoutListView from './flyout-list/View';
import FooterView from './footer/View';
import FragmentView from './fragment/View';
import GridView from './grid/View';
import Grid2024View from './grid-2024/View';
import HeaderView from './header/View';
import HeadingView from './heading/View';
import HelpTooltipView from './help-tooltip/View';
import HeroView from './hero/View';
import IncludeView from './include/View';
import LoginChooserView from './login-chooser/View';
import LogoutButtonView from './logout-button/View';
import MediaView from './media/View';
import NavFlyoutView from './nav-flyout/View';
import PageLayoutView from './page-layout/View';
import PageLayoutNoBannerView from './page-layout-no-banner/View';
import RichTextView from './rich-text/View';
import SecondaryNavView from './secondary-nav/View';

/** The view of every registered kind, for the server renderer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const views: Record<string, View<any>> = {
  'page-layout': PageLayoutView,
  'page-layout-no-banner': PageLayoutNoBannerView,
  fragment: FragmentView,
  include: IncludeView,
  header: HeaderView,
  footer: FooterView,
  breadcrumb: BreadcrumbView,
  'secondary-nav': SecondaryNavView,
  'flyout-list': FlyoutListView,
  'nav-flyout': NavFlyoutView,
  'dropdown-menu': DropdownMenuView,
  'floating-toolset': FloatingToolsetView,
  'custom-links': CustomLinksView,
  box: BoxView,
  'flex-row': FlexRowView,
  'flex-column': FlexColumnView,
  grid: GridView,
  'grid-2024': Grid2024View,
  alert: AlertView,
  'auth-gate': AuthGateView,
  heading: HeadingView,
  'rich-text': RichTextView,
  callout: CalloutView,
  card: CardView,
  hero: HeroView,
  media: MediaView,
  anchor: AnchorView,
  'banner-messages': BannerMessagesView,
  'cookie-notice': CookieNoticeView,
  embed: EmbedView,
  'help-tooltip': HelpTooltipView,
  'login-chooser': LoginChooserView,
  'logout-button': LogoutButtonView,
};
