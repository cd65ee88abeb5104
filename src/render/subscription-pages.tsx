import type { ReactNode } from 'react';
import { platformId } from '../core/ids';

const HEADING_ID = platformId('subscription-heading');
const CHANNELS = [
  ['email', 'E-mail'],
  ['sms', 'SMS'],
  ['voice', 'Voice call'],
] as const;

/** A platform message page's body: a heading, text and an optional link. */
export function SubscriptionMessage({ heading, text, link }: { heading: string; text: string; link?: { href: string; label: string } }): ReactNode {
  return (
    <section className="t-platform-form" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>{heading}</h1>
      <p>{text}</p>
      {link ? (
        <p>
          <a href={link.href}>{link.label}</a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * A page a link in an e-mail opens, asking for the one click that acts (confirm, unsubscribe):
 * a mail scanner that follows links sends a GET and changes nothing; the button posts.
 */
export function SubscriptionAction({ heading, text, action, fields, button }: { heading: string; text: string; action: string; fields: Record<string, string>; button: string }): ReactNode {
  return (
    <section className="t-platform-form" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>{heading}</h1>
      <p>{text}</p>
      <form method="post" action={action} className="t-platform-form__form">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="t-button t-button--primary">
          {button}
        </button>
      </form>
    </section>
  );
}

export interface ManageFormProps {
  email: string;
  phone: string;
  channels: readonly string[];
  topics: readonly string[];
  /** The signed link's parts, sent back with the form. */
  link: { id: string; expires: number; sig: string };
  notice?: string;
  error?: string;
}

/** The form a verified subscriber changes or ends their alerts with (works without JavaScript). */
export function ManageSubscriptionForm({ email, phone, channels, topics, link, notice, error }: ManageFormProps): ReactNode {
  const phoneId = platformId('subscription-phone');
  const topicsId = platformId('subscription-topics');
  return (
    <section className="t-platform-form" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID}>Your alerts</h1>
      <p>{`Alerts for ${email}.`}</p>
      {notice ? <p role="status">{notice}</p> : null}
      {error ? (
        <p className="t-field-error" role="alert">
          {error}
        </p>
      ) : null}
      <form method="post" action="/subscriptions/manage" className="t-platform-form__form">
        <input type="hidden" name="id" value={link.id} />
        <input type="hidden" name="expires" value={String(link.expires)} />
        <input type="hidden" name="sig" value={link.sig} />
        <fieldset>
          <legend>Send alerts by</legend>
          {CHANNELS.map(([value, label]) => (
            <label key={value} className="t-platform-form__choice">
              <input type="checkbox" name="channels" value={value} defaultChecked={channels.includes(value)} /> {label}
            </label>
          ))}
        </fieldset>
        <div className="t-platform-form__field">
          <label htmlFor={phoneId}>Phone number for SMS and voice</label>
          <input id={phoneId} name="phone" type="tel" autoComplete="tel" defaultValue={phone} />
        </div>
        <div className="t-platform-form__field">
          <label htmlFor={topicsId}>Topics (separated by commas)</label>
          <input id={topicsId} name="topics" defaultValue={topics.join(', ')} />
        </div>
        <button type="submit" name="action" value="save" className="t-button t-button--primary">
          Save changes
        </button>
        <button type="submit" name="action" value="unsubscribe" className="t-button">
          Unsubscribe from all alerts
        </button>
      </form>
    </section>
  );
}
