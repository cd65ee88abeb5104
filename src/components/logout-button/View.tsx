import type { PropsOf } from '../../core/component';
import type { ViewProps } from '../view';
import type { logoutButton } from './definition';

/** A plain form: it signs out without JavaScript. */
export default function LogoutButtonView({ props }: ViewProps<PropsOf<typeof logoutButton>>) {
  return (
    <form className="t-logout-button" method="post" action={props.action}>
      <button type="submit" className="t-button">
        {props.label}
      </button>
    </form>
  );
}
