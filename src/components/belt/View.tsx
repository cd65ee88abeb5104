import type { PropsOf } from '../../core/component';
import { Image } from '../../ui/image';
import type { ViewProps } from '../view';
import type { belt } from './definition';

export default function BeltView({ props, slots }: ViewProps<PropsOf<typeof belt>>) {
  const classes = ['t-belt', `t-belt--${props.background}`, `t-belt--align-${props.align}`, `t-belt--padding-${props.padding}`];
  if (props.imageUrl) classes.push('t-belt--image');
  return (
    <div className={classes.join(' ')}>
      {props.imageUrl ? (
        <>
          {/* Decoration: the content says what matters. */}
          <Image className="t-belt__image" src={props.imageUrl} alt="" sizes="100vw" />
          <div className="t-belt__overlay" />
        </>
      ) : null}
      <div className="t-belt__content">{slots.content}</div>
    </div>
  );
}
