import './fields.css';
import { useContext, useEffect, useState, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { createUsePuck, FieldLabel, type CustomField } from '@puckeditor/core';
import type { DataColumn } from '../../core/contracts';
import { isSiteId } from '../../core/sites';
import { MediaLibrary } from '../media/context';
import { CanvasSettings } from '../page-editor/contexts';
import { FieldMessage } from '../page-editor/field-message';
import { DataPickerDialog, type DataChoice } from './DataPickerDialog';
import { sourcePreview } from './data-sources.client';
import { siblingsOf, withSiblings } from './siblings';
import { useUpdateSelectedProps } from './use-selected-props';

type RenderProps = Parameters<CustomField<unknown>['render']>[0];

const usePuck = createUsePuck();
// Puck's field wrapper records focus on inputs: the dialog's own inputs must not count as the field's.
const keepInside = (event: SyntheticEvent) => event.stopPropagation();
const helpOf = (field: RenderProps['field']) => (typeof field.metadata?.help === 'string' ? field.metadata.help : undefined);

/** The props of the chart source this field is in (`dataSources[0]`). */
function useSource(name: string): Record<string, unknown> {
  const props = usePuck((s) => (s.selectedItem?.props ?? s.appState.data.root.props ?? {}) as Record<string, unknown>);
  return siblingsOf(props, name);
}

/**
 * A chart source's address (issue 24 item 4): typed as before, or chosen with "Choose data…"
 * from the site's data sources, which also sets the x and y columns and the x type from the
 * columns the data has.
 */
export function DataSourceField({ field, name, id, value, onChange, readOnly }: RenderProps) {
  const library = useContext(MediaLibrary);
  const { site } = useContext(CanvasSettings);
  const source = useSource(name);
  const update = useUpdateSelectedProps();
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' ? value : '';
  const label = field.label ?? name;
  const help = helpOf(field);

  function choose(choice: DataChoice) {
    update((props) => withSiblings(props, name, { url: choice.url, external: false, xCol: choice.xCol, xType: choice.xType, yCol: choice.yCol, yType: 'number' }));
    setOpen(false);
  }

  return (
    <div className="pe-field pe-data-field">
      <FieldLabel label={label} readOnly={readOnly}>
        <input id={id} name={name} className="pe-media-field__input" type="text" autoComplete="off" spellCheck={false} value={text} readOnly={readOnly} onChange={(event) => onChange(event.currentTarget.value)} />
      </FieldLabel>
      {library && isSiteId(site) && !readOnly && (
        <button type="button" className="admin-button admin-button--small" onClick={() => setOpen(true)}>
          Choose data…<span className="admin-visually-hidden"> for {label}</span>
        </button>
      )}
      {help && <p className="pe-field-help">{help}</p>}
      <FieldMessage name={name} />
      {open &&
        library &&
        isSiteId(site) &&
        createPortal(
          <div onFocus={keepInside} onBlur={keepInside} onClick={keepInside}>
            <DataPickerDialog
              api={library.api}
              site={site}
              current={{ url: source.external === true ? '' : text, xCol: String(source.xCol ?? ''), yCol: String(source.yCol ?? '') }}
              onChoose={choose}
              onClose={() => setOpen(false)}
            />
          </div>,
          document.body,
        )}
    </div>
  );
}

/**
 * A chart source's x or y column: chosen from the columns its data has (with what each holds),
 * once the address can be read; typed otherwise. Choosing the x column sets the x type too.
 */
export function ColumnField({ field, name, id, value, onChange, readOnly }: RenderProps) {
  const library = useContext(MediaLibrary);
  const { site } = useContext(CanvasSettings);
  const source = useSource(name);
  const update = useUpdateSelectedProps();
  const [columns, setColumns] = useState<DataColumn[] | null>(null);
  const url = typeof source.url === 'string' ? source.url.trim() : '';
  const external = source.external === true;
  const axis = field.metadata?.column === 'x' ? 'x' : 'y';
  const text = typeof value === 'string' ? value : '';
  const help = helpOf(field);

  useEffect(() => {
    setColumns(null);
    if (!library || !isSiteId(site) || url === '') return;
    let live = true;
    const timer = setTimeout(() => {
      sourcePreview(library.api, { site, url, external })
        .then((preview) => live && setColumns(preview.columns))
        .catch(() => live && setColumns(null));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [library, site, url, external]);

  const label = field.label ?? name;
  if (!columns || columns.length === 0) {
    return (
      <div className="pe-field">
        <FieldLabel label={label} readOnly={readOnly}>
          <input id={id} name={name} className="pe-media-field__input" type="text" autoComplete="off" value={text} readOnly={readOnly} onChange={(event) => onChange(event.currentTarget.value)} />
        </FieldLabel>
        {help && <p className="pe-field-help">{help}</p>}
        <FieldMessage name={name} />
      </div>
    );
  }
  const known = columns.some((c) => c.name === text);
  return (
    <div className="pe-field">
      <FieldLabel label={label} readOnly={readOnly}>
        <select
          id={id}
          name={name}
          className="pe-column-field__select"
          value={text}
          disabled={readOnly}
          onChange={(event) => {
            const chosen = columns.find((c) => c.name === event.currentTarget.value);
            if (axis === 'x' && chosen) update((props) => withSiblings(props, name, { xCol: chosen.name, xType: chosen.type }));
            else onChange(event.currentTarget.value);
          }}
        >
          {!known && <option value={text}>{text === '' ? 'Choose a column' : `${text} (not in the data)`}</option>}
          {columns.map((c) => (
            <option key={c.name} value={c.name} disabled={axis === 'y' && c.type !== 'number'}>
              {c.name} ({c.type === 'category' ? 'text' : `${c.type}s`})
            </option>
          ))}
        </select>
      </FieldLabel>
      {help && <p className="pe-field-help">{help}</p>}
      <FieldMessage name={name} />
    </div>
  );
}
