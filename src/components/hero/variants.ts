/** Hero facts the view and the island share (zod-free). Specification §3 "Hero". */
export const HERO_VARIANTS = ['standard', 'multi-box', 'multi-box-video', 'mini-carousel', 'image-only'] as const;
export type HeroVariant = (typeof HERO_VARIANTS)[number];

/** Labels of the background video's play/pause control. */
export const VIDEO_LABELS = { pause: 'Pause background video', play: 'Play background video' } as const;
