import { useContext } from 'react';
import type { PropsOf } from '../../core/component';
import { MAIN_ID } from '../../core/ids';
import { hasContent } from '../slot';
import { RenderContext, type ViewProps } from '../view';
import type { pageLayout } from './definition';

/**
 * Shared by `page-layout` and `page-layout-no-banner` (whose `banner` slot is simply empty).
 * The banner sits inside `<main>`, full width above the centred content, so that all content
 * is inside a landmark and the skip link lands at the start of the page's own content.
 */
export default function PageLayoutView({ props, slots }: ViewProps<PropsOf<typeof pageLayout>>) {
  const gate = useContext(RenderContext)?.platformForm;
  const gated = gate !== undefined && gate !== null;
  return (
    <div className="t-page-layout">
      <a className="t-page-layout__skip" href={`#${MAIN_ID}`}>
        {props.skipLinkText}
      </a>
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
      {slots.footerContent}
    </div>
  );
}
