import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { describeFocal, focalAt, nudge, type Focal } from './focal';

/**
 * The focal point of an image: the part that stays in view when a component crops it. Set by
 * clicking the image, or from the keyboard with the arrow keys once the image has focus; the
 * point is drawn on the image and said in words.
 */
export function FocalPointPicker({ src, value, onChange }: { src: string; value: Focal; onChange(focal: Focal): void }) {
  const labelId = useId();
  const hintId = useId();
  const valueId = useId();
  const image = useRef<HTMLImageElement>(null);

  function click(event: MouseEvent) {
    const box = image.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange(focalAt(event, box));
  }

  function key(event: KeyboardEvent) {
    const next = nudge(value, event.key, { fine: event.shiftKey });
    if (!next) return;
    event.preventDefault();
    onChange(next);
  }

  return (
    <div className="media-focal">
      <p id={labelId} className="admin-field__label">
        Focal point
      </p>
      <p id={hintId} className="admin-field__hint">
        The part of the image that stays in view when a page crops it. Click it on the image, or focus the image and move the point with the arrow
        keys (with Shift for small steps).
      </p>
      <div
        className="media-focal__area"
        role="group"
        tabIndex={0}
        aria-labelledby={labelId}
        aria-describedby={`${valueId} ${hintId}`}
        onClick={click}
        onKeyDown={key}
        data-testid="focal-point"
      >
        <img ref={image} src={src} alt="" draggable={false} />
        <span className="media-focal__marker" style={{ left: `${value.x * 100}%`, top: `${value.y * 100}%` }} aria-hidden="true" />
      </div>
      <p id={valueId} className="media-focal__value" aria-live="polite">
        {describeFocal(value)}
      </p>
    </div>
  );
}
