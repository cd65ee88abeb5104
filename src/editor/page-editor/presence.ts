import { useEffect, useState } from 'react';
import { ApiError, type Api } from '../api.client';
import type { PresentEditor } from './types';
import { routes } from '../../core/contracts';

/**
 * Heartbeat interval: the server counts an editor present for 20 s after the last one
 * (content/admin/presence.ts), so a tab that died without saying goodbye is gone from the
 * others' view within 20 s + one of their heartbeats, under 30 s; one lost beat is tolerated.
 */
export const PRESENCE_INTERVAL_MS = 8_000;

/**
 * Announces that this person has the page open (a heartbeat while it stays open, a goodbye
 * when it closes) and returns the other people who have it open.
 */
export function usePresence(api: Api, documentId: string, selfEmail: string): PresentEditor[] {
  const [others, setOthers] = useState<PresentEditor[]>([]);
  useEffect(() => {
    let stopped = false;
    const beat = async () => {
      try {
        const { editors } = await api.call(routes.sendPresence, { params: { id: documentId } });
        if (!stopped) setOthers(editors.filter((e) => e.email !== selfEmail));
      } catch (error) {
        // A missing document or a signed-out session ends the heartbeat; network blips do not.
        if (error instanceof ApiError && (error.status === 404 || error.status === 401)) clearInterval(interval);
      }
    };
    const interval = setInterval(() => void beat(), PRESENCE_INTERVAL_MS);
    void beat();
    // Closing the tab or leaving the page unmounts nothing: say goodbye on `pagehide`, in a
    // request the browser sends after the page is gone; back from the page cache, beat again.
    const onPageHide = () => api.beacon(routes.leavePresence, { params: { id: documentId } });
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) void beat();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      stopped = true;
      clearInterval(interval);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      api.beacon(routes.leavePresence, { params: { id: documentId } });
    };
  }, [api, documentId, selfEmail]);
  return others;
}
