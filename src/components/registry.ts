import type { z } from 'zod';
import { createRegistry, type ComponentDefinition } from '../core/component';
import { alert } from './alert/definition';
import { authGate } from './auth-gate/definition';
import { contentSurfacing } from './content-surfacing/definition';
import { noticeList } from './notice-list/definition';
import { ruleBook } from './rule-book/definition';
import { mersDocsTabs } from './mers-docs-tabs/definition';
import { notificationHistory } from './notification-history/definition';
import { reportCenter } from './report-center/definition';
import { optionsReport } from './options-report/definition';
import { tradeHalts } from './trade-halts/definition';
import { adHocQuote } from './ad-hoc-quote/definition';
import { indexChart } from './index-chart/definition';
import { marketStatistics } from './market-statistics/definition';
import { movers } from './movers/definition';
import { quoteDirectory } from './quote-directory/definition';
import { ticker } from './ticker/definition';
import { tradingHours } from './trading-hours/definition';
import { holidayHours } from './holiday-hours/definition';
import { productGuide } from './product-guide/definition';
import { chart } from './chart/definition';
import { map } from './map/definition';
import { form } from './form/definition';
import { contactForm } from './contact-form/definition';
import { photoRequestForm } from './photo-request-form/definition';
import { vulnerabilityDisclosureForm } from './vulnerability-disclosure-form/definition';
import { registrationForm } from './registration-form/definition';
import { demoRequestForm } from './demo-request-form/definition';
import { getStartedForm } from './get-started-form/definition';
import { chatComplianceForm } from './chat-compliance-form/definition';
import { connectionRequestForm } from './connection-request-form/definition';
import { sessionRequestForm } from './session-request-form/definition';
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
import { agreement } from './agreement/definition';
import { collapsibleSection } from './collapsible-section/definition';
import { countdownTimer } from './countdown-timer/definition';
import { decisionTree } from './decision-tree/definition';
import { launchPage } from './launch-page/definition';
import { tabs } from './tabs/definition';
import { viewMore } from './view-more/definition';
import { hero } from './hero/definition';
import { cardPager } from './card-pager/definition';
import { carousel } from './carousel/definition';
import { carousel2022 } from './carousel-2022/definition';
import { gallery } from './gallery/definition';
import { include } from './include/definition';
import { loginChooser } from './login-chooser/definition';
import { logoutButton } from './logout-button/definition';
import { media } from './media/definition';
import { authorInfo } from './author-info/definition';
import { backgroundVideo } from './background-video/definition';
import { belt } from './belt/definition';
import { float } from './float/definition';
import { videoPlayer } from './video-player/definition';
import { navFlyout } from './nav-flyout/definition';
import { pageLayout } from './page-layout/definition';
import { pageLayoutNoBanner } from './page-layout-no-banner/definition';
import { richTextComponent } from './rich-text/definition';
import { secondaryNav } from './secondary-nav/definition';
import { subscriptionCenter } from './subscription-center/definition';

const kinds = [
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
  carousel,
  carousel2022,
  cardPager,
  gallery,
  media,
  backgroundVideo,
  videoPlayer,
  authorInfo,
  float,
  belt,
  anchor,
  // Disclosure
  tabs,
  collapsibleSection,
  viewMore,
  agreement,
  countdownTimer,
  decisionTree,
  launchPage,
  // Consent, messages and sign-in
  bannerMessages,
  cookieNotice,
  embed,
  helpTooltip,
  loginChooser,
  logoutButton,
  authGate,
  contentSurfacing,
  noticeList,
  ruleBook,
  mersDocsTabs,
  notificationHistory,
  reportCenter,
  optionsReport,
  tradeHalts,
  ticker,
  movers,
  indexChart,
  marketStatistics,
  adHocQuote,
  quoteDirectory,
  tradingHours,
  holidayHours,
  productGuide,
  chart,
  map,
  // Forms
  form,
  contactForm,
  photoRequestForm,
  vulnerabilityDisclosureForm,
  registrationForm,
  demoRequestForm,
  getStartedForm,
  chatComplianceForm,
  connectionRequestForm,
  sessionRequestForm,
  subscriptionCenter,
] as const;

/** Every component kind, definitions only (no React): what the server validates against. */
export const definitions: readonly ComponentDefinition[] = kinds;

type Kind = (typeof kinds)[number];
type DataDefinition = Exclude<Kind, { data?: undefined }>;
/** The kinds whose definition declares server data: each has a loader in `src/content/loaders.ts`. */
export type DataKind = DataDefinition['name'];
/** What the server loads for a node of data kind `K`, as its schema states. */
export type DataOf<K extends DataKind> = z.output<NonNullable<Extract<DataDefinition, { name: K }>['data']>['schema']>;

export const registry = createRegistry(definitions);
