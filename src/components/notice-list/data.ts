import type { NoticeView } from '../../core/contracts/notices';

/** What the server loads for a notice list (its node loader, src/content/loaders/notices.ts). */
export interface NoticeListData {
  /** Available years, newest first. */
  years: number[];
  topics: string[];
  /** The year shown: the one asked for, else the default year; absent when there are no notices. */
  year?: number;
  /** `''`: all topics. */
  topic: string;
  page: number;
  pageSize: number;
  total: number;
  notices: NoticeView[];
}

/** Specification §9: "Circular table column widths 20/40/20 percent": date, title and topic; the notice number takes the rest. */
export const CIRCULAR_COLUMN_WIDTHS = { date: '20%', title: '40%', topic: '20%' } as const;

/** A notice's link: its document, else its page; `''` when it has neither. */
export function noticeHref(notice: Pick<NoticeView, 'filePath' | 'url'>): string {
  return notice.filePath || notice.url;
}
