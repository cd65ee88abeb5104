import { useContext, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { FieldLabel, useGetPuck, type CustomField } from '@puckeditor/core';
import type { MediaItem } from '../../core/contracts';
import { FieldMessage } from '../page-editor/field-message';
import { applyMediaChoice, type MediaFieldSpec } from './choose';
import { MediaLibrary } from './context';
import { MediaPickerDialog } from './MediaPickerDialog';
import { fieldThumbnail } from './media-urls';
import { completeLink } from '../fields/link-complete';
import { PagePickerDialog } from '../fields/PagePickerDialog';

type RenderProps = Parameters<CustomField<unknown>['render']>[0];

/** The picker's settings, kept in the field's metadata by `fields.ts`. */
export function mediaSpecOf(field: { metadata?: Record<string, unknown> | undefined }): MediaFieldSpec | undefined {
  return field.metadata?.media as MediaFieldSpec | undefined;
}

// Puck's field wrapper records focus on inputs (and then stops updating the field's value):
// the dialog's own inputs must not count as the field's.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

/**
 * An address field with the media library beside it: the same text input as any address
 * (typed URLs still work and are validated as before), a thumbnail of the current image, and a
 * button opening the library. Choosing fills the address, and for images an empty alt text and
 * the object position beside it (see `applyMediaChoice`). The library loads only when opened.
 */
export function MediaField({ field, name, id, value, onChange, readOnly }: RenderProps) {
  const spec = mediaSpecOf(field) ?? { kind: 'image' };
  const library = useContext(MediaLibrary);
  const getPuck = useGetPuck();
  const [open, setOpen] = useState(false);
  const [choosingPage, setChoosingPage] = useState(false);
  const [broken, setBroken] = useState<string | null>(null);
  const label = field.label ?? name;
  const text = typeof value === 'string' ? value : '';
  const thumbnail = spec.kind === 'image' ? fieldThumbnail(text) : undefined;

  function choose(media: MediaItem) {
    const { appState, selectedItem, dispatch, getSelectorForId } = getPuck();
    if (selectedItem) {
      const selector = getSelectorForId(String(selectedItem.props.id));
      if (selector) {
        const props = applyMediaChoice({ props: selectedItem.props as Record<string, unknown>, name, media, spec });
        dispatch({ type: 'replace', destinationIndex: selector.index, destinationZone: selector.zone, data: { ...selectedItem, props: props as typeof selectedItem.props } });
      }
    } else {
      const root = appState.data.root;
      const props = applyMediaChoice({ props: (root.props ?? {}) as Record<string, unknown>, name, media, spec });
      dispatch({ type: 'replaceRoot', root: { ...root, props } });
    }
    setOpen(false);
  }

  return (
    <div className="pe-field pe-media-field">
      <FieldLabel label={label} readOnly={readOnly}>
        <input
          id={id}
          name={name}
          className="pe-media-field__input"
          type="text"
          autoComplete="off"
          value={text}
          readOnly={readOnly}
          onChange={(event) => onChange(event.currentTarget.value)}
          // A link typed as `www.nyse.com/listings` is completed to https:// (issue 24 item 4).
          onBlur={(event) => {
            const typed = event.currentTarget.value;
            if (spec.kind === 'document' && completeLink(typed) !== typed.trim()) onChange(completeLink(typed));
          }}
        />
      </FieldLabel>
      <div className="pe-media-field__row">
        {thumbnail && broken !== thumbnail && <img className="pe-media-field__thumb" src={thumbnail} alt="" onError={() => setBroken(thumbnail)} />}
        {thumbnail && broken === thumbnail && <span className="pe-media-field__broken">This image cannot be loaded.</span>}
        {library && !readOnly && (
          <button type="button" className="admin-button admin-button--small" onClick={() => setOpen(true)}>
            {spec.kind === 'image' ? 'Choose image' : 'Choose file'}
            <span className="admin-visually-hidden"> for {label}</span>
          </button>
        )}
        {library && !readOnly && spec.kind === 'document' && (
          <button type="button" className="admin-button admin-button--small" onClick={() => setChoosingPage(true)}>
            Choose page
            <span className="admin-visually-hidden"> for {label}</span>
          </button>
        )}
      </div>
      <FieldMessage name={name} />
      {choosingPage &&
        createPortal(
          <div onFocus={keepInside} onBlur={keepInside} onClick={keepInside}>
            <PagePickerDialog
              onChoose={(path) => {
                onChange(path);
                setChoosingPage(false);
              }}
              onClose={() => setChoosingPage(false)}
            />
          </div>,
          document.body,
        )}
      {open &&
        library &&
        createPortal(
          <div onFocus={keepInside} onBlur={keepInside} onClick={keepInside}>
            <MediaPickerDialog api={library.api} kind={spec.kind} onChoose={choose} onClose={() => setOpen(false)} />
          </div>,
          document.body,
        )}
    </div>
  );
}
