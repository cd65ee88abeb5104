import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { flyoutList } from './definition';
import { platformId } from '../../core/ids';

export default function FlyoutListView({ id, props }: ViewProps<PropsOf<typeof flyoutList>>) {
  const titleId = platformId(id, 'title');
  return (
    <div className="t-flyout-list">
      {props.title ? (
        <p className="t-flyout-list__title" id={titleId}>
          {props.title}
        </p>
      ) : null}
      <ul className="t-flyout-list__items" aria-labelledby={props.title ? titleId : undefined}>
        {props.items.map((item, i) => (
          <li className="t-flyout-list__item" key={i}>
            <a className="t-flyout-list__link" href={item.href}>
              <span className="t-flyout-list__item-title">{item.title}</span>
              {item.description ? <span className="t-flyout-list__description">{item.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
