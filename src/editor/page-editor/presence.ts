import { useEffect, useState } from 'react';
import { ApiError, type Api } from '../api.client';
import type { PresentEditor } from './types';
import { routes } from '../../core/contracts';

/** Heartbeat interval; the server counts an editor present for a minute after the last one. */
export const PRESENCE_INTERVAL_MS = 20_000;

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
    return () => {
      stopped = true;
      clearInterval(interval);
      api.call(routes.leavePresence, { params: { id: documentId } }).catch(() => undefined);
    };
  }, [api, documentId, selfEmail]);
  return others;
}
