import type { z } from 'zod';
import type { NotificationListResponse } from '../../core/contracts';
import { NOTIFICATION_HISTORY_PAGE_SIZE } from '../../core/constants';
import { NEW_YORK } from '../../core/time';
import * as store from '../../store';
import type { ContentContext } from '../context';

/** A page of a system's notification alerts (public), filtered; days and years are New York's. */
export async function searchNotificationAlerts(
  ctx: Pick<ContentContext, 'db'>,
  query: { systemId: number; q?: string | undefined; market?: string[] | undefined; service?: string[] | undefined; from?: string | undefined; to?: string | undefined; year?: number | undefined; page: number },
): Promise<z.infer<typeof NotificationListResponse>> {
  const found = await store.searchAlerts(ctx.db, {
    systemId: query.systemId,
    timeZone: NEW_YORK,
    markets: query.market ?? [],
    services: query.service ?? [],
    page: query.page,
    pageSize: NOTIFICATION_HISTORY_PAGE_SIZE,
    ...(query.q ? { q: query.q } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.year !== undefined ? { year: query.year } : {}),
  });
  return { ...found, page: query.page, pageSize: NOTIFICATION_HISTORY_PAGE_SIZE };
}
