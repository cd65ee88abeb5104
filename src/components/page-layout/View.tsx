import { useContext } from 'react';
import type { PropsOf } from '../../core/component';
import type { LiveBanner } from '../../core/contracts/banners';
import { MAIN_ID } from '../../core/ids';
import { hasContent } from '../slot';
import { RenderContext, type ViewProps } from '../view';
import type { pageLayout } from './definition';

/**
 * Shared by `page-layout` and `page-layout-no-banner` (whose `banner` slot is simply empty).
 * The banner sits inside `<main>`, full width above the centred content, so that all content
 * is inside a landmark and the skip link lands at the start of the page's own content.
 */
/**
 * The site's banners (top of the page) and disclaimers (above the footer), which Super Users
 * and Admins manage apart from pages: each list a labelled region landmark, not a live region
 * (they are part of the page as served, not an update announced while reading). Plain text.
 */
function SiteMessages({ label, kind, items }: { label: string; kind: 'banner' | 'disclaimer'; items: readonly LiveBanner[] | undefined }) {
  if (!items || items.length === 0) return null;
  return (
    <section className={`t-page-layout__messages t-page-layout__messages--${kind}`} aria-label={label}>
      {items.map((item) => (
        <p key={item.id} className={`t-page-layout__message t-page-layout__message--${item.tone}`}>
          {item.message}
        </p>
      ))}
    </section>
  );
}

export default function PageLayoutView({ props, slots }: ViewProps<PropsOf<typeof pageLayout>>) {
  const context = useContext(RenderContext);
  const gate = context?.platformForm;
  const messages = context?.banners;
  const gated = gate !== undefined && gate !== null;
  return (
    <div className="t-page-layout">
      <a className="t-page-layout__skip" href={`#${MAIN_ID}`}>
        {props.skipLinkText}
      </a>
      <SiteMessages label="Site announcements" kind="banner" items={messages?.banners} />
      {hasContent(slots.alertContent) ? (
        <section className="t-page-layout__alerts" aria-label="Alerts">
          {slots.alertContent}
        </section>
      ) : null}
      {slots.headerContent}
      {/* Gated: the banner and main slots are left out of the output entirely. */}
      <main id={MAIN_ID} tabIndex={-1} className="t-page-layout__main">
        {gated ? (
          <div className="t-page-layout__content">
            {slots.accessCodeHeader}
            <div className="t-page-layout__gate">{gate}</div>
            {slots.accessCodeFooter}
          </div>
        ) : (
          <>
            {slots.banner}
            <div className="t-page-layout__content">{slots.main}</div>
          </>
        )}
      </main>
      <SiteMessages label="Disclaimers" kind="disclaimer" items={messages?.disclaimers} />
      {slots.footerContent}
    </div>
  );
}
