import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { MAX_URL_LENGTH } from '../../core/schemas';

export const PROVIDERS = ['youtube', 'vimeo', 'map', 'social'] as const;
export type Provider = (typeof PROVIDERS)[number];

export const ASPECT_RATIOS = ['16:9', '4:3', '1:1', '21:9', '9:16'] as const;

/**
 * Where each provider's embeddable player lives: the iframe may only point there. Social posts
 * come from many networks, so any https address is accepted for them.
 */
export const PROVIDER_URLS: Record<Exclude<Provider, 'social'>, { hosts: readonly string[]; path: RegExp; example: string }> = {
  youtube: {
    hosts: ['www.youtube-nocookie.com', 'www.youtube.com'],
    path: /^\/embed\/[\w-]{6,20}$/,
    example: 'https://www.youtube-nocookie.com/embed/VIDEO_ID',
  },
  vimeo: { hosts: ['player.vimeo.com'], path: /^\/video\/\d+$/, example: 'https://player.vimeo.com/video/123456789' },
  map: {
    hosts: ['www.openstreetmap.org', 'www.google.com'],
    path: /^\/(export\/embed\.html|maps\/embed)/,
    example: 'https://www.openstreetmap.org/export/embed.html?bbox=…',
  },
};

function parseHttps(value: string): URL | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** Why `url` cannot be embedded for `provider`, or `undefined` when it can. */
export function embedUrlProblem(provider: Provider, value: string): string | undefined {
  const url = parseHttps(value);
  if (!url) return 'Use the https address of the embeddable player';
  if (provider === 'social') return undefined;
  const rule = PROVIDER_URLS[provider];
  if (!rule.hosts.includes(url.hostname) || !rule.path.test(url.pathname)) return `Use the ${provider} player address, e.g. ${rule.example}`;
  return undefined;
}

export const embed = defineComponent({
  name: 'embed',
  label: 'Third-party embed',
  category: 'media',
  icon: 'embed',
  description: 'A video, map or social post from another site, shown once the visitor accepts third-party cookies.',
  props: z
    .strictObject({
      provider: z
        .enum(PROVIDERS)
        .meta({ title: 'Kind of content', description: 'Where the content comes from: a YouTube or Vimeo video, a map, or a post from a social network.' })
        .default('youtube'),
      url: z
        .string()
        .trim()
        .max(MAX_URL_LENGTH)
        .meta({
          title: 'Player address',
          description: 'The https address of the embeddable player, from the site’s share or embed option, such as https://www.youtube-nocookie.com/embed/VIDEO_ID.',
        }),
      title: z
        .string()
        .trim()
        .min(1, 'Describe the content: it names the frame for screen readers')
        .max(200)
        .meta({ description: 'What the content is, such as Map of our New York office; screen readers announce it. Up to 200 characters.' }),
      aspectRatio: z
        .enum(ASPECT_RATIOS)
        .meta({ title: 'Shape', description: 'Width to height: 16:9 for most videos, 9:16 for upright phone videos, 1:1 square.' })
        .default('16:9'),
    })
    .superRefine((props, ctx) => {
      const problem = embedUrlProblem(props.provider, props.url);
      if (problem) ctx.addIssue({ code: 'custom', path: ['url'], message: problem });
    }),
  defaults: {
    provider: 'map',
    url: 'https://www.openstreetmap.org/export/embed.html?bbox=-74.0200%2C40.7020%2C-74.0050%2C40.7110&layer=mapnik&marker=40.7069%2C-74.0113',
    title: 'Map of Lower Manhattan, New York',
    aspectRatio: '16:9',
  },
  interactive: true,
  hydrate: 'idle',
});
