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
  description: 'An image or a video beside a heading, text and an optional link; the media can sit left or right.',
  props: z
    .strictObject({
      type: z.enum(MEDIA_TYPES).default('image'),
      imageUrl: imageSrc({ allowEmpty: true }).default(''),
      altText: z.string().trim().max(300).default(''),
      videoUrl: z
        .string()
        .trim()
        .max(MAX_URL_LENGTH, `Addresses are at most ${MAX_URL_LENGTH} characters`)
        .superRefine((value, ctx) => {
          const problem = videoUrlProblem(value);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        })
        .default(''),
      mediaSide: z.enum(['left', 'right']).default('left'),
      heading: z.string().trim().max(200).default(''),
      headingLevel: headingLevel().default(2),
      linkUrl: href({ allowEmpty: true }).default(''),
      linkText: z.string().trim().max(80).default(''),
      hasTransition: z.boolean().default(false),
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
