import type { PropsOf } from '../../core/component';
import { headingLevel } from '../../core/heading';
import { useRenderContext, type ViewProps } from '../view';
import type { loginChooser } from './definition';
import { platformId } from '../../core/ids';

export default function LoginChooserView({ id, props }: ViewProps<PropsOf<typeof loginChooser>>) {
  const headingId = platformId(id, 'heading');
  const Tag = `h${headingLevel(props.heading, props.headingLevel)}` as const;
  const { site, path } = useRenderContext();
  const returnTo = encodeURIComponent(path);
  return (
    <nav className="t-login-chooser" aria-labelledby={props.heading ? headingId : undefined} aria-label={props.heading ? undefined : 'Sign in'}>
      {props.heading ? (
        <Tag className="t-login-chooser__heading" id={headingId}>
          {props.heading}
        </Tag>
      ) : null}
      {props.offerSignIn ? (
        <ul className="t-login-chooser__methods" aria-label="Ways to sign in">
          <li>
            <a className="t-button t-button--primary" href={`/login?returnTo=${returnTo}`}>
              Sign in with e-mail and password
            </a>
          </li>
          {site.signInProvider ? (
            <li>
              <a className="t-button" href={`/login/provider?returnTo=${returnTo}`}>
                Sign in with {site.signInProvider}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      <ul className="t-login-chooser__list">
        {props.destinations.map((d, i) => (
          <li className="t-login-chooser__item" key={i}>
            <a className="t-login-chooser__link" href={d.href}>
              {d.label}
            </a>
            {d.description ? <p className="t-login-chooser__description">{d.description}</p> : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
