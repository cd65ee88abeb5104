import type { PropsOf } from '../../core/component';
import { DROPDOWN_MAX_HEIGHT_CLASS } from '../../core/constants';
import { useDetailsDisclosure } from '../disclosure';
import type { ViewProps } from '../view';
import type { dropdownMenu } from './definition';
import { platformId } from '../../core/ids';

/**
 * An island around a `<details>` disclosure: the button opens and closes the list, a press
 * outside or Escape closes it. Without JavaScript it is a native disclosure.
 */
export default function DropdownMenuView({ id, props }: ViewProps<PropsOf<typeof dropdownMenu>>) {
  const { rootProps, detailsProps, summaryProps, panelProps } = useDetailsDisclosure();
  return (
    <div className="t-dropdown-menu" {...rootProps}>
      <details className="t-dropdown-menu__details" {...detailsProps}>
        <summary className="t-dropdown-menu__button" {...summaryProps}>
          {props.buttonLabel}
        </summary>
        {/* Specification §9: the list's height is capped by the `max-h-64` class and scrolls beyond it. */}
        <ul className={`t-dropdown-menu__list ${DROPDOWN_MAX_HEIGHT_CLASS}`} id={platformId(id, 'list')} {...panelProps}>
          {props.links.map((link, i) => (
            <li key={i}>
              <a className="t-dropdown-menu__link" href={link.href}>
                {link.text}
              </a>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
