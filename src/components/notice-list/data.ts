import type { z } from 'zod';
import type { NoticeView } from '../../core/contracts/notices';
import type { NoticeListDataSchema } from './definition';

export type NoticeListData = z.infer<typeof NoticeListDataSchema>;

/** Specification §9: "Circular table column widths 20/40/20 percent": date, title and topic; the notice number takes the rest. */
export const CIRCULAR_COLUMN_WIDTHS = { date: '20%', title: '40%', topic: '20%' } as const;

/** A notice's link: its document, else its page; `''` when it has neither. */
export function noticeHref(notice: Pick<NoticeView, 'filePath' | 'url'>): string {
  return notice.filePath || notice.url;
}
