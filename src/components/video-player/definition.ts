import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, imageSrc, MAX_URL_LENGTH } from '../../core/schemas';
import { isProviderImage, videoUrlProblem } from './source';

const item = z.strictObject({
  title: z.string().trim().min(1, 'Enter a title: it names the video in the playlist and the player').max(120),
  description: z.string().trim().max(300).default(''),
  thumbnailUrl: imageSrc({ allowEmpty: true })
    .refine((value) => !isProviderImage(value), {
      message: 'Use a thumbnail of this site: an image from the video provider would load before the visitor accepts its cookies',
    })
    .default(''),
  videoUrl: z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
    .superRefine((value, ctx) => {
      const problem = value === '' ? 'Enter the address of the video' : videoUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

/**
 * The video player: a main player and a playlist paged two rows at a time, tiles at least 250
 * px wide (specification §9, VIDEO_PLAYLIST). Files play in the browser's own player; YouTube
 * and Vimeo videos load nothing before the visitor's C0005 consent.
 */
export const videoPlayer = defineComponent({
  name: 'video-player',
  label: 'Video player',
  category: 'media',
  description: 'A video player with a playlist; choosing a video from the list plays it in the player.',
  props: z.strictObject({
    heading: z.string().trim().max(120).default(''),
    headingLevel: headingLevel().default(2),
    items: z.array(item).min(1, 'Add at least one video').max(60),
  }),
  defaults: {
    heading: 'Product tours',
    headingLevel: 2,
    items: [
      {
        title: 'Borrower portal tour',
        description: 'Payments, statements and escrow in the borrower\u2019s own portal, in four minutes.',
        thumbnailUrl: '/static/img/video-borrower-portal.svg',
        videoUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      },
    ],
  },
  interactive: true,
});
