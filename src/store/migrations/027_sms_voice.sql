-- SMS and voice alerts through a provider (issue 25 item 4).
-- Outbox states: pending (queued, waiting for its first or next attempt), sending (claimed by a
-- sender), sent (accepted by the SMTP server, webhook or SMS provider), delivered (the SMS
-- provider reported it delivered), failed (given up; last_error says why), held (no provider
-- configured), opted_out (the number replied STOP; not sent).
ALTER TABLE outbox DROP CONSTRAINT outbox_status_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_status_check
  CHECK (status IN ('pending', 'sending', 'sent', 'delivered', 'failed', 'held', 'opted_out'));
-- The provider's id of the message or call, matched by its delivery reports.
ALTER TABLE outbox ADD COLUMN provider_id text;
ALTER TABLE outbox ADD COLUMN delivered_at timestamptz;
-- Claimed messages whose sender stopped are taken again when their lease ends.
CREATE INDEX outbox_sending_idx ON outbox (claimed_until) WHERE status = 'sending';

-- Numbers that replied STOP (or a synonym) to a site's alerts: no SMS or voice call goes to
-- them from that site until they reply START or UNSTOP. Numbers are E.164.
CREATE TABLE phone_opt_outs (
  site       text NOT NULL,
  phone      text NOT NULL,
  keyword    text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site, phone)
);
