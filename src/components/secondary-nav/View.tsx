import { useContext } from 'react';
import type { PropsOf } from '../../core/component';
import { RenderContext, type ViewProps } from '../view';
import { isCurrentPage } from './current';
import type { secondaryNav } from './definition';

/** Rendered on the server only: the current page comes from the render context's path. */
export default function SecondaryNavView({ props }: ViewProps<PropsOf<typeof secondaryNav>>) {
  const path = useContext(RenderContext)?.path ?? '';
  const current = (href: string) => (isCurrentPage(href, path) ? ('page' as const) : undefined);
  return (
    <nav className="t-secondary-nav" aria-label={props.parentName}>
      <a className="t-secondary-nav__parent" href={props.parentUrl} aria-current={current(props.parentUrl)}>
        {props.parentName}
      </a>
      <ul className="t-secondary-nav__list">
        {props.links.map((link, i) => (
          <li className="t-secondary-nav__item" key={i}>
            <a className="t-secondary-nav__link" href={link.href} aria-current={current(link.href)}>
              {link.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
