import type { View } from './view';
import AlertView from './alert/View';
import AnchorView from './anchor/View';
import AuthGateView from './auth-gate/View';
import ContentSurfacingView from './content-surfacing/View';
import NoticeListView from './notice-list/View';
import RuleBookView from './rule-book/View';
import MersDocsTabsView from './mers-docs-tabs/View';
import NotificationHistoryView from './notification-history/View';
import ReportCenterView from './report-center/View';
import OptionsReportView from './options-report/View';
import TradeHaltsView from './trade-halts/View';
import AdHocQuoteView from './ad-hoc-quote/View';
import IndexChartView from './index-chart/View';
import MarketStatisticsView from './market-statistics/View';
import MoversView from './movers/View';
import QuoteDirectoryView from './quote-directory/View';
import TickerView from './ticker/View';
import TradingHoursView from './trading-hours/View';
import HolidayHoursView from './holiday-hours/View';
import ProductGuideView from './product-guide/View';
import ChartView from './chart/View';
import MapView from './map/View';
import FormView from './form/View';
import ContactFormView from './contact-form/View';
import PhotoRequestFormView from './photo-request-form/View';
import VulnerabilityDisclosureFormView from './vulnerability-disclosure-form/View';
import RegistrationFormView from './registration-form/View';
import DemoRequestFormView from './demo-request-form/View';
import GetStartedFormView from './get-started-form/View';
import ChatComplianceFormView from './chat-compliance-form/View';
import ConnectionRequestFormView from './connection-request-form/View';
import SessionRequestFormView from './session-request-form/View';
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
import AgreementView from './agreement/View';
import CollapsibleSectionView from './collapsible-section/View';
import CountdownTimerView from './countdown-timer/View';
import DecisionTreeView from './decision-tree/View';
import LaunchPageView from './launch-page/View';
import TabsView from './tabs/View';
import ViewMoreView from './view-more/View';
import HeroView from './hero/View';
import CardPagerView from './card-pager/View';
import CarouselView from './carousel/View';
import Carousel2022View from './carousel-2022/View';
import GalleryView from './gallery/View';
import IncludeView from './include/View';
import LoginChooserView from './login-chooser/View';
import LogoutButtonView from './logout-button/View';
import MediaView from './media/View';
import AuthorInfoView from './author-info/View';
import BackgroundVideoView from './background-video/View';
import BeltView from './belt/View';
import FloatView from './float/View';
import VideoPlayerView from './video-player/View';
import NavFlyoutView from './nav-flyout/View';
import PageLayoutView from './page-layout/View';
import PageLayoutNoBannerView from './page-layout-no-banner/View';
import RichTextView from './rich-text/View';
import SecondaryNavView from './secondary-nav/View';
import SubscriptionCenterView from './subscription-center/View';

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
  'content-surfacing': ContentSurfacingView,
  'notice-list': NoticeListView,
  'rule-book': RuleBookView,
  'mers-docs-tabs': MersDocsTabsView,
  'notification-history': NotificationHistoryView,
  'report-center': ReportCenterView,
  'options-report': OptionsReportView,
  'trade-halts': TradeHaltsView,
  ticker: TickerView,
  movers: MoversView,
  'index-chart': IndexChartView,
  'market-statistics': MarketStatisticsView,
  'ad-hoc-quote': AdHocQuoteView,
  'quote-directory': QuoteDirectoryView,
  'trading-hours': TradingHoursView,
  'holiday-hours': HolidayHoursView,
  'product-guide': ProductGuideView,
  chart: ChartView,
  map: MapView,
  form: FormView,
  'contact-form': ContactFormView,
  'photo-request-form': PhotoRequestFormView,
  'vulnerability-disclosure-form': VulnerabilityDisclosureFormView,
  'registration-form': RegistrationFormView,
  'demo-request-form': DemoRequestFormView,
  'get-started-form': GetStartedFormView,
  'chat-compliance-form': ChatComplianceFormView,
  'connection-request-form': ConnectionRequestFormView,
  'session-request-form': SessionRequestFormView,
  'subscription-center': SubscriptionCenterView,
  heading: HeadingView,
  'rich-text': RichTextView,
  callout: CalloutView,
  card: CardView,
  hero: HeroView,
  carousel: CarouselView,
  'carousel-2022': Carousel2022View,
  'card-pager': CardPagerView,
  gallery: GalleryView,
  media: MediaView,
  'background-video': BackgroundVideoView,
  'video-player': VideoPlayerView,
  'author-info': AuthorInfoView,
  float: FloatView,
  belt: BeltView,
  anchor: AnchorView,
  tabs: TabsView,
  'collapsible-section': CollapsibleSectionView,
  'view-more': ViewMoreView,
  agreement: AgreementView,
  'countdown-timer': CountdownTimerView,
  'decision-tree': DecisionTreeView,
  'launch-page': LaunchPageView,
  'banner-messages': BannerMessagesView,
  'cookie-notice': CookieNoticeView,
  embed: EmbedView,
  'help-tooltip': HelpTooltipView,
  'login-chooser': LoginChooserView,
  'logout-button': LogoutButtonView,
};
