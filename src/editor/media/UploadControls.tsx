import { useRef, useState, type DragEvent } from 'react';
import { uploadStatus, type Upload } from './uploads';

/**
 * The upload button: a real file input (so the keyboard, screen readers and browser tests use
 * it as any file input) drawn as a button, taking several files at once.
 */
export function UploadButton({ label, accept, onFiles }: { label: string; accept?: string; onFiles(files: File[]): void }) {
  return (
    <label className="admin-button admin-button--primary media-upload-button">
      <input
        type="file"
        multiple
        className="admin-visually-hidden"
        {...(accept ? { accept } : {})}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          // Choosing the same file again must fire another change.
          event.currentTarget.value = '';
          onFiles(files);
        }}
      />
      {label}
    </label>
  );
}

const hasFiles = (event: DragEvent) => [...event.dataTransfer.types].includes('Files');

/** Files dropped anywhere on an element: its event handlers, and whether files are being dragged over it now. */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child crossed; count them to know when the pointer left.
  const depth = useRef(0);
  const handlers = {
    onDragEnter(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setDragging(true);
    },
    onDragOver(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'copy';
    },
    onDragLeave(event: DragEvent) {
      if (!hasFiles(event)) return;
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setDragging(false);
    },
    onDrop(event: DragEvent) {
      if (!hasFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setDragging(false);
      onFiles([...event.dataTransfer.files]);
    },
  };
  return { dragging, handlers };
}

/** The files on their way: name, progress bar, and the outcome (the server's reason when it refused one). */
export function UploadList({ uploads, onClear }: { uploads: Upload[]; onClear(): void }) {
  if (uploads.length === 0) return null;
  const finished = uploads.some((u) => u.state === 'done' || u.state === 'failed');
  return (
    <section className="media-uploads" aria-label="Uploads">
      <ul className="media-uploads__list">
        {uploads.map((upload) => (
          <li key={upload.id} className={`media-upload media-upload--${upload.state}`} data-upload-state={upload.state} data-name={upload.name}>
            <span className="media-upload__name">{upload.name}</span>
            {upload.state !== 'failed' && (
              <progress className="media-upload__bar" max={1} value={upload.sent} aria-label={`Upload of ${upload.name}`} />
            )}
            <span className="media-upload__status">{uploadStatus(upload)}</span>
          </li>
        ))}
      </ul>
      {finished && (
        <button type="button" className="admin-button admin-button--small admin-button--ghost" onClick={onClear}>
          Clear finished uploads
        </button>
      )}
      <UploadAnnouncer uploads={uploads} />
    </section>
  );
}

/** Says each outcome once to screen readers (the progress percentages stay silent). */
function UploadAnnouncer({ uploads }: { uploads: Upload[] }) {
  const outcomes = uploads
    .filter((u) => u.state === 'done' || u.state === 'failed')
    .map((u) => `${u.name}: ${uploadStatus(u)}.`)
    .join(' ');
  return (
    <p className="admin-visually-hidden" role="status">
      {outcomes}
    </p>
  );
}
