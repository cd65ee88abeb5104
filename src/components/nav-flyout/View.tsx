import type { PropsOf } from '../../core/component';
import { useDetailsDisclosure } from '../disclosure';
import type { ViewProps } from '../view';
import type { navFlyout } from './definition';
import { platformId } from '../../core/ids';

/**
 * An island around a `<details>` disclosure fixed to the window's edge: its tab opens and
 * closes the panel, a press outside or Escape closes it. Without JavaScript it is a native
 * disclosure, and "Back to top" is a plain link to the top of the document.
 */
export default function NavFlyoutView({ id, props, slots }: ViewProps<PropsOf<typeof navFlyout>>) {
  const { rootProps, detailsProps, summaryProps, panelProps } = useDetailsDisclosure();
  const menuId = platformId(id, 'menu');
  return (
    <div className="t-nav-flyout" {...rootProps}>
      <details className="t-nav-flyout__details" {...detailsProps}>
        <summary className="t-nav-flyout__toggle" {...summaryProps}>
          {props.label}
        </summary>
        <div className="t-nav-flyout__panel" {...panelProps}>
          {props.menuItems.length > 0 ? (
            <ul className="t-nav-flyout__menu" id={menuId} aria-label={props.label}>
              {props.menuItems.map((item, i) => (
                <li key={i}>
                  <a className="t-nav-flyout__menu-link" href={item.href}>
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {props.buttonItems.length > 0 ? (
            <div className="t-nav-flyout__buttons">
              {props.buttonItems.map((button, i) => (
                <a key={i} className={`t-nav-flyout__button t-nav-flyout__button--${button.type}`} href={button.href}>
                  {button.label}
                </a>
              ))}
            </div>
          ) : null}
          <div className="t-nav-flyout__content">{slots.content}</div>
        </div>
      </details>
      {/* An empty fragment is the top of the document (HTML "scroll to the fragment"), JavaScript or not. */}
      {props.scrollToTop ? (
        <a className="t-nav-flyout__top" href="#">
          <span className="t-nav-flyout__top-icon" aria-hidden="true" />
          Back to top
        </a>
      ) : null}
    </div>
  );
}
