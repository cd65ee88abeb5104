/**
 * What a video address plays: a file (same-origin path or https) in a `<video>` element, or a
 * YouTube or Vimeo video in the provider's player, which is third-party content that loads
 * only after the visitor's consent to cookie category C0005. Pure and free of zod, so islands
 * can use it.
 */
export type VideoSource =
  | { kind: 'none' }
  | { kind: 'file'; url: string }
  | { kind: 'youtube' | 'vimeo'; id: string; embedUrl: string };

export type ThirdPartyVideo = Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>;

export const VIDEO_URL_HINT =
  'a video file (a path like /static/video/tour.mp4 or an https URL), or a YouTube or Vimeo address';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtube-nocookie.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
/** Hosts a thumbnail must not come from: they belong to the video providers (no request before consent). */
const PROVIDER_IMAGE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|ytimg\.com|ggpht\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com)$/i;

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** Browsers strip some whitespace and control characters, which would hide what an address really is. */
function hasSpaceOrControl(value: string): boolean {
  for (const ch of value) {
    const code = ch.codePointAt(0)!;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || /\s/.test(ch)) return true;
  }
  return false;
}

function httpsUrl(value: string): URL | undefined {
  if (!value.toLowerCase().startsWith('https://')) return undefined;
  try {
    const url = new URL(value);
    return url.hostname && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if ((parts[0] === 'embed' || parts[0] === 'shorts' || parts[0] === 'live') && parts.length === 2) id = parts[1];
  return id && YOUTUBE_ID.test(id) ? id : undefined;
}

function vimeoId(url: URL): string | undefined {
  const parts = url.pathname.split('/').filter(Boolean);
  const id = url.hostname.toLowerCase() === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts.length === 1 ? parts[0] : undefined;
  return id && VIMEO_ID.test(id) ? id : undefined;
}

/** Reads a stored or typed video address; `undefined` when it is not one this platform plays. */
export function videoSource(value: string): VideoSource | undefined {
  if (value === '') return { kind: 'none' };
  if (hasSpaceOrControl(value) || value.includes('\\')) return undefined;
  if (value.startsWith('/')) return value.startsWith('//') ? undefined : { kind: 'file', url: value };
  const url = httpsUrl(value);
  if (!url) return undefined;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host)) {
    const id = youtubeId(url);
    // The privacy-enhanced player: it sets no cookies until the visitor plays the video.
    return id ? { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` } : undefined;
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(url);
    return id ? { kind: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` } : undefined;
  }
  return { kind: 'file', url: value };
}

/** Why `value` cannot be played, or `undefined` when it can (`''` means "no video"). */
export function videoUrlProblem(value: string, { filesOnly = false }: { filesOnly?: boolean } = {}): string | undefined {
  const source = videoSource(value);
  if (!source) {
    const host = httpsUrl(value)?.hostname.toLowerCase();
    if (host && YOUTUBE_HOSTS.has(host)) return 'Use the address of one YouTube video, e.g. https://www.youtube.com/watch?v=VIDEO_ID';
    if (host && VIMEO_HOSTS.has(host)) return 'Use the address of one Vimeo video, e.g. https://vimeo.com/123456789';
    return `Use ${filesOnly ? 'a video file: a path like /static/video/tour.mp4 or an https URL' : VIDEO_URL_HINT}`;
  }
  if (filesOnly && source.kind !== 'file' && source.kind !== 'none') {
    return 'A background video plays a video file (a path or an https URL), not a YouTube or Vimeo page';
  }
  return undefined;
}

/** Whether an image address would be fetched from a video provider (such thumbnails would load before consent). */
export function isProviderImage(value: string): boolean {
  const url = httpsUrl(value);
  return url !== undefined && PROVIDER_IMAGE_HOST.test(url.hostname);
}

/** The name visitors know the provider by. */
export function providerLabel(kind: ThirdPartyVideo['kind']): string {
  return kind === 'youtube' ? 'YouTube' : 'Vimeo';
}
