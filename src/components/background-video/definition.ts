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
  icon: 'film',
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
      .meta({
        title: 'Video address',
        description: 'A video file, as a path such as /static/video/tour.mp4 or an https address (not a YouTube or Vimeo page). Empty: only the poster shows.',
      })
      .default(''),
    posterUrl: imageSrc()
      .refine((value) => !isProviderImage(value), { message: 'Use a poster image of this site, not one from a video provider' })
      .meta({ title: 'Poster image', description: 'The still image shown before the video plays, while it is paused, and in its place when there is none. Required.' }),
    overlay: z
      .enum(BACKGROUND_VIDEO_OVERLAYS)
      .meta({ title: 'Overlay colour', description: 'The theme colour laid over the video, so the content on top stays readable.' })
      .default('header'),
    minHeight: z
      .literal(BACKGROUND_VIDEO_HEIGHTS)
      .meta({ title: 'Minimum height (px)', description: 'The least height of the block in pixels; longer content makes it taller.' })
      .default(400),
    align: z.enum(['left', 'center']).meta({ title: 'Alignment', description: 'Whether the content sits at the left or in the centre.' }).default('left'),
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
