/** Files on their way into the library: a queue uploaded one at a time, each with its progress and outcome. */
import { useCallback, useEffect, useRef, useState } from 'react';
import { routes, type MediaItem } from '../../core/contracts';
import type { Api } from '../api.client';

export interface Upload {
  id: number;
  name: string;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
  /** Share of the bytes sent, 0 to 1. */
  sent: number;
  /** The server's message when it refused the file. */
  error?: string;
  media?: MediaItem;
  /** False when the same bytes were in the library already. */
  created?: boolean;
}

/** What a file's row says: `Uploading… 40%`, `Uploaded`, or why the server refused it. */
export function uploadStatus(upload: Pick<Upload, 'state' | 'sent' | 'error' | 'created'>): string {
  switch (upload.state) {
    case 'waiting':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading… ${Math.round(upload.sent * 100)}%`;
    case 'done':
      return upload.created === false ? 'Already in the library' : 'Uploaded';
    case 'failed':
      return upload.error ?? 'The upload failed.';
  }
}

let nextId = 1;

/**
 * The upload queue of a screen or dialog. Files go up one after another (each is resized on the
 * server); `onUploaded` runs after each one the library took. Leaving cancels what is still going.
 */
export function useUploads({ api, onUploaded }: { api: Api; onUploaded(media: MediaItem): void }) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const queue = useRef<{ id: number; file: File }[]>([]);
  const running = useRef(false);
  const abort = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const patch = useCallback((id: number, change: Partial<Upload>) => {
    setUploads((list) => list.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { id, file } = next;
        const controller = new AbortController();
        abort.current = controller;
        patch(id, { state: 'uploading', sent: 0 });
        const form = new FormData();
        form.append('file', file, file.name);
        try {
          const result = await api.upload(routes.uploadMedia, { body: form }, {
            signal: controller.signal,
            onProgress: (sent) => patch(id, { sent }),
          });
          patch(id, { state: 'done', sent: 1, media: result.media, created: result.created });
          onUploadedRef.current(result.media);
        } catch (error) {
          if (controller.signal.aborted) return;
          patch(id, { state: 'failed', error: error instanceof Error ? error.message : String(error) });
        }
      }
    } finally {
      running.current = false;
      abort.current = null;
    }
  }, [api, patch]);

  useEffect(
    () => () => {
      queue.current = [];
      abort.current?.abort();
    },
    [],
  );

  const start = useCallback(
    (files: Iterable<File>) => {
      const added = [...files].map((file) => ({ id: nextId++, file }));
      if (added.length === 0) return;
      queue.current.push(...added);
      setUploads((list) => [...list, ...added.map(({ id, file }) => ({ id, name: file.name || 'Untitled', state: 'waiting' as const, sent: 0 }))]);
      void run();
    },
    [run],
  );

  /** Removes the rows of finished uploads (the ones still going stay). */
  const clearFinished = useCallback(() => setUploads((list) => list.filter((u) => u.state === 'waiting' || u.state === 'uploading')), []);

  return { uploads, start, clearFinished };
}
