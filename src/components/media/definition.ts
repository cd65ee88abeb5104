import { z } from 'zod';
import { defineComponent } from '../../core/component';
import { headingLevel, href, imageSrc, MAX_URL_LENGTH } from '../../core/schemas';
import { videoSource, videoUrlProblem } from '../video-player/source';

/** Specification §3 "Media": type. */
export const MEDIA_TYPES = ['image', 'video'] as const;

/**
 * Specification §3 "Media: imageUrl, altText, mediaSide, heading, linkUrl, linkText, type,
 * hasTransition", plus the heading's level and, for videos, `videoUrl`. A video is a file
 * (same-origin path or https) played with the browser's controls, `imageUrl` being its poster,
 * or a YouTube or Vimeo video that loads only after the visitor's C0005 consent.
 */
export const media = defineComponent({
  name: 'media',
  label: 'Media and text',
  category: 'media',
  icon: 'media',
  description: 'An image or a video beside a heading, text and an optional link; the media can sit left or right.',
  props: z
    .strictObject({
      type: z.enum(MEDIA_TYPES).meta({ title: 'Media', description: 'Show an image, or a video (a file, or a YouTube or Vimeo video).' }).default('image'),
      imageUrl: imageSrc({ allowEmpty: true })
        .meta({ title: 'Image', description: 'Choose from the media library, or enter a path such as /static/img/card.svg or an https address. For a video file, shown until it plays.' })
        .default(''),
      altText: z
        .string()
        .trim()
        .max(300)
        .meta({
          title: 'Alt text',
          description: 'Describes the image for people who cannot see it (empty if it is decoration only); for a video, names the player and is required. Up to 300 characters.',
        })
        .default(''),
      videoUrl: z
        .string()
        .trim()
        .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
        .superRefine((value, ctx) => {
          const problem = videoUrlProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .meta({
          title: 'Video address',
          description: 'For a video: a file (a path such as /static/video/tour.mp4 or an https address), or a YouTube or Vimeo address, which plays only after the visitor accepts its cookies.',
        })
        .default(''),
      mediaSide: z.enum(['left', 'right']).meta({ title: 'Media side', description: 'Whether the image or video sits left or right of the text.' }).default('left'),
      heading: z.string().trim().max(200).meta({ description: 'Shown above the text. Optional, up to 200 characters.' }).default(''),
      headingLevel: headingLevel()
        .meta({ description: 'The heading’s place in the page outline, from 1 (the page title) to 6; 2 suits a section.' })
        .default(2),
      linkUrl: href({ allowEmpty: true })
        .meta({ title: 'Link', description: 'Where the link under the text goes: a page path such as /solutions, or a full https address. Empty: no link.' })
        .default(''),
      linkText: z.string().trim().max(80).meta({ description: 'The words of the link. Up to 80 characters.' }).default(''),
      hasTransition: z
        .boolean()
        .meta({ title: 'Animate on scroll', description: 'Yes: the media fades and slides in as it scrolls into view (not for visitors who prefer reduced motion).' })
        .default(false),
    })
    .superRefine((props, ctx) => {
      if (props.type !== 'video') return;
      if (!props.videoUrl) ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: 'Enter the address of the video' });
      if (!props.altText) {
        ctx.addIssue({ code: 'custom', path: ['altText'], message: 'Describe the video: it names the player for screen readers' });
      }
    }),
  slots: { content: { label: 'Text' } },
  defaults: {
    type: 'image',
    imageUrl: '/static/img/card-mortgage-servicing.svg',
    altText: 'House inside a circular arrow, suggesting the life of a loan',
    videoUrl: '',
    mediaSide: 'left',
    heading: 'Servicing made simple',
    headingLevel: 2,
    linkUrl: '/solutions',
    linkText: 'Explore solutions',
    hasTransition: false,
  },
  // A YouTube or Vimeo video waits in the browser for the visitor's consent; other media are
  // server HTML only and ship no script.
  interactive: true,
  hydrate: 'idle',
  islandWhen: (props) => {
    const source = props.type === 'video' ? videoSource(props.videoUrl) : undefined;
    return source?.kind === 'youtube' || source?.kind === 'vimeo';
  },
});
