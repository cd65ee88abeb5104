/**
 * The banner dialog's values and what the API gets from them. Start and end are typed as New
 * York wall-clock times (the exchange group's time, in which every site's visitors read
 * market hours) and sent as instants with their offset, daylight saving included.
 */
import { BannerBody, type BannerKind, type BannerRecord, type BannerState, type BannerTone } from '../../core/contracts';
import { SITE_IDS, type SiteId } from '../../core/sites';
import { localClock, NEW_YORK, zonedInstant } from '../../core/time';

export const BANNER_ZONE = NEW_YORK;
export const BANNER_ZONE_LABEL = 'New York time';

export interface BannerForm {
  kind: BannerKind;
  tone: BannerTone;
  message: string;
  sites: SiteId[];
  /** `yyyy-MM-ddTHH:mm` in New York (a `datetime-local` value). */
  startsAt: string;
  /** Empty: no end. */
  endsAt: string;
}

const FIELDS = new Set(['kind', 'tone', 'message', 'sites', 'startsAt', 'endsAt']);
/** Whether an issue's field is one of the form's (`sites/2` is the sites field's). */
export const isBannerField = (key: string) => FIELDS.has(key.split('/')[0]!);
/** The form's field an issue belongs to. */
export const bannerFieldOf = (key: string) => key.split('/')[0]!;

/** A `datetime-local` value in New York for an instant. */
export function zonedInput(iso: string): string {
  const { day, time } = localClock(new Date(iso), BANNER_ZONE);
  return `${day}T${time}`;
}

/** The instant of a New York `datetime-local` value (ISO with `Z`), or null when it is incomplete. */
export function instantOf(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const date = zonedInstant(match[1]!, Number(match[2]) * 3600 + Number(match[3]) * 60, BANNER_ZONE);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** A new banner: on every site, starting now (to the minute), without an end. */
export function emptyBannerForm(now: Date, sites: readonly SiteId[] = SITE_IDS): BannerForm {
  return { kind: 'banner', tone: 'info', message: '', sites: [...sites], startsAt: zonedInput(now.toISOString()), endsAt: '' };
}

export function bannerFormOf(banner: BannerRecord): BannerForm {
  return {
    kind: banner.kind,
    tone: banner.tone,
    message: banner.message,
    sites: [...banner.sites],
    startsAt: zonedInput(banner.startsAt),
    endsAt: banner.endsAt ? zonedInput(banner.endsAt) : '',
  };
}

/** The request body of a form, checked by the contract the server parses with. */
export function parseBannerForm(form: BannerForm) {
  const startsAt = instantOf(form.startsAt);
  const endsAt = form.endsAt.trim() === '' ? null : instantOf(form.endsAt);
  return BannerBody.safeParse({ kind: form.kind, tone: form.tone, message: form.message, sites: form.sites, startsAt: startsAt ?? form.startsAt, endsAt: endsAt ?? (form.endsAt.trim() === '' ? null : form.endsAt) });
}

/** Messages for people in place of the contract's, for what the form's own controls produce. */
export const FIELD_MESSAGES: Partial<Record<string, string>> = {
  startsAt: 'Enter the start as a date and time.',
  endsAt: 'Enter the end as a date and time after the start, or leave it empty.',
  sites: 'Choose at least one site.',
  message: 'Enter the message, up to 500 characters.',
};

export const STATE_LABEL: Record<BannerState, string> = { scheduled: 'Scheduled', live: 'Live', ended: 'Ended' };
export const KIND_LABEL: Record<BannerKind, string> = { banner: 'Banner', disclaimer: 'Disclaimer' };
export const TONE_LABEL: Record<BannerTone, string> = { info: 'Information', warning: 'Warning', critical: 'Critical' };

/** "All sites", or the sites by name. */
export function sitesText(sites: readonly string[], nameOf: (id: string) => string = (id) => id): string {
  if (SITE_IDS.every((id) => sites.includes(id))) return 'All sites';
  return sites.map(nameOf).join(', ');
}
