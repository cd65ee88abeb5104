import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, imageSrc, MAX_URL_LENGTH } from '../../core/schemas';
import { isProviderImage, videoUrlProblem } from './source';

const item = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title: it names the video in the playlist and the player')
    .max(120)
    .meta({ description: 'Names the video in the playlist and the player. Up to 120 characters.' }),
  description: z.string().trim().max(300).meta({ description: 'A short line under the title in the playlist. Optional, up to 300 characters.' }).default(''),
  thumbnailUrl: imageSrc({ allowEmpty: true })
    .refine((value) => !isProviderImage(value), {
      message: 'Use a thumbnail of this site: an image from the video provider would load before the visitor accepts its cookies',
    })
    .meta({
      title: 'Thumbnail',
      description: 'The picture of the video in the playlist, from the media library or this site (not from YouTube or Vimeo, which would load before cookies are accepted). Optional.',
    })
    .default(''),
  videoUrl: z
    .string()
    .trim()
    .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
    .superRefine((value, ctx) => {
      const problem = value === '' ? 'Enter the address of the video' : videoUrlProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    })
    .meta({
      title: 'Video address',
      description: 'A video file (a path such as /static/video/tour.mp4 or an https address), or a YouTube or Vimeo address, which plays only after the visitor accepts its cookies.',
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
  icon: 'play',
  description: 'A video player with a playlist; choosing a video from the list plays it in the player.',
  props: z.strictObject({
    heading: z.string().trim().max(120).meta({ description: 'Shown above the player. Optional, up to 120 characters.' }).default(''),
    headingLevel: headingLevel()
      .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
      .default(2),
    items: z
      .array(item)
      .min(1, 'Add at least one video')
      .max(60)
      .meta({ title: 'Videos', description: 'The playlist, in order; the first plays in the player at the start. From 1 to 60.' }),
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
