import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { imageSrc, MAX_URL_LENGTH } from '../../core/schemas';
import { isProviderImage, videoUrlProblem } from '../video-player/source';

/** Theme colour pairs laid over the video so the content keeps its contrast (as hero's HERO_BACKGROUNDS). */
export const BACKGROUND_VIDEO_OVERLAYS = ['header', 'footer', 'primary', 'accent', 'bg', 'surface'] as const;
export const BACKGROUND_VIDEO_HEIGHTS = [250, 400, 560] as const;

/**
 * A muted, looping video behind content, with its poster image. It never plays before the
 * island runs, never by itself under `prefers-reduced-motion`, and always with a visible
 * pause and play button (WCAG 2.2.2). Without a video address only the poster shows.
 */
export const backgroundVideo = defineComponent({
  name: 'background-video',
  label: 'Background video',
  category: 'media',
  description: 'Content over a muted, looping video (or its poster image), with a button to pause the video.',
  props: z.strictObject({
    videoUrl: z
      .string()
      .trim()
      .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
      .superRefine((value, ctx) => {
        const problem = videoUrlProblem(value, { filesOnly: true });
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default(''),
    posterUrl: imageSrc()
      .refine((value) => !isProviderImage(value), { message: 'Use a poster image of this site, not one from a video provider' }),
    overlay: z.enum(BACKGROUND_VIDEO_OVERLAYS).default('header'),
    minHeight: z.literal(BACKGROUND_VIDEO_HEIGHTS).default(400),
    align: z.enum(['left', 'center']).default('left'),
  }),
  slots: { content: { label: 'Content over the video' } },
  defaults: {
    videoUrl: '',
    posterUrl: '/static/img/video-registry-poster.svg',
    overlay: 'header',
    minHeight: 400,
    align: 'left',
  },
  interactive: true,
});
