import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { breadcrumb } from './definition';

export default function BreadcrumbView({ props }: ViewProps<PropsOf<typeof breadcrumb>>) {
  const last = props.links.length - 1;
  return (
    <nav className="t-breadcrumb" aria-label="Breadcrumb">
      <ol className="t-breadcrumb__list">
        {props.links.map((link, i) => (
          <li className="t-breadcrumb__item" key={i}>
            <a className="t-breadcrumb__link" href={link.href} aria-current={i === last ? 'page' : undefined}>
              {link.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
