import { z } from 'zod';
import { Timestamp } from './common';
import { NoticeCollection } from './notices';

/**
 * The managed list of notice topics (issue 25 item 1): each collection has its own, a notice's
 * topic is one of its collection's (or none), and editors pick it from the list.
 */
export const MAX_NOTICE_TOPIC = 120;

export const NoticeTopicName = z
  .string({ message: 'Enter the topic' })
  .trim()
  .min(1, 'Enter the topic')
  .max(MAX_NOTICE_TOPIC, `A topic is at most ${MAX_NOTICE_TOPIC} characters`)
  .refine((v) => !/[\n\r\t\v\f]/.test(v), 'A topic is one line of text');

export const NoticeTopic = z.object({
  id: z.uuid(),
  collection: NoticeCollection,
  name: z.string(),
  /** How many notices (drafts too) have it: a topic in use cannot be removed. */
  notices: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: Timestamp,
});

export const NoticeTopicQuery = z.object({ collection: NoticeCollection.optional() }).strict();
export const NoticeTopicListResponse = z.object({ topics: z.array(NoticeTopic) });
export const CreateNoticeTopicBody = z.object({ collection: NoticeCollection, name: NoticeTopicName }).strict();
export const RenameNoticeTopicBody = z.object({ name: NoticeTopicName }).strict();
export const NoticeTopicParams = z.object({ id: z.uuid('Topic ids are UUIDs') });
export const NoticeTopicResponse = z.object({ topic: NoticeTopic });
export const NoticeTopicDeleted = z.object({ ok: z.literal(true) });

export type NoticeTopic = z.infer<typeof NoticeTopic>;
export type CreateNoticeTopicBody = z.infer<typeof CreateNoticeTopicBody>;
