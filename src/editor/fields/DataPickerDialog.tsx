import './fields.css';
import { useEffect, useId, useState } from 'react';
import type { DataColumn, DataSource, DataSourcePreview } from '../../core/contracts';
import type { SiteId } from '../../core/sites';
import type { Api } from '../api.client';
import { Dialog } from '../ui/Dialog';
import { SelectField } from '../ui/Field';
import { listSources, sourcePreview } from './data-sources.client';

/** What choosing data sets on a chart's source. */
export interface DataChoice {
  url: string;
  xCol: string;
  xType: DataColumn['type'];
  yCol: string;
}

const TYPE_WORDS: Record<DataColumn['type'], string> = { date: 'dates', number: 'numbers', category: 'text' };

/** The first column of a type, else the first column not excluded. */
const firstOf = (columns: readonly DataColumn[], types: readonly DataColumn['type'][], not?: string) =>
  columns.find((c) => types.includes(c.type) && c.name !== not)?.name ?? columns.find((c) => c.name !== not)?.name ?? '';

/**
 * The data a chart may draw (issue 24 item 4): the site's sources (the library's CSV and JSON
 * files, the report data), the chosen one's columns with what they hold and its first rows, and
 * the x and y columns chosen from them.
 */
export function DataPickerDialog({ api, site, current, onChoose, onClose }: { api: Api; site: SiteId; current: Partial<DataChoice>; onChoose(choice: DataChoice): void; onClose(): void }) {
  const [sources, setSources] = useState<DataSource[] | null>(null);
  const [url, setUrl] = useState(current.url ?? '');
  const [preview, setPreview] = useState<DataSourcePreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [xCol, setXCol] = useState(current.xCol ?? '');
  const [yCol, setYCol] = useState(current.yCol ?? '');
  const listId = useId();
  const previewId = useId();

  useEffect(() => {
    listSources(api, site)
      .then(setSources)
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [api, site]);

  useEffect(() => {
    if (!url) return;
    let live = true;
    setPreview(null);
    setProblem(null);
    sourcePreview(api, { site, url, external: false })
      .then((found) => {
        if (!live) return;
        setPreview(found);
        const names = found.columns.map((c) => c.name);
        setXCol((x) => (names.includes(x) ? x : firstOf(found.columns, ['date', 'number'])));
        setYCol((y) => (names.includes(y) && found.columns.find((c) => c.name === y)?.type === 'number' ? y : firstOf(found.columns, ['number'], firstOf(found.columns, ['date', 'number']))));
      })
      .catch((error: unknown) => live && setProblem(error instanceof Error ? error.message : String(error)));
    return () => {
      live = false;
    };
  }, [api, site, url]);

  const columns = preview?.columns ?? [];
  const x = columns.find((c) => c.name === xCol);
  const y = columns.find((c) => c.name === yCol);
  const ready = preview !== null && x !== undefined && y?.type === 'number';

  return (
    <Dialog title="Choose the chart’s data" size="wide" onClose={onClose}>
      <div className="pe-data-picker">
        <h3 id={listId} className="admin-field__label">
          Data sources
        </h3>
        {sources === null ? (
          <p>Loading the data sources…</p>
        ) : (
          <ul className="pe-data-picker__sources" aria-labelledby={listId}>
            {sources.map((source) => (
              <li key={source.url}>
                <button type="button" className="pe-data-picker__source" aria-pressed={source.url === url} onClick={() => setUrl(source.url)}>
                  {source.label}
                  <small>{source.detail}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
        {problem && (
          <p className="admin-field__error" role="alert">
            {problem}
          </p>
        )}
        {url && !preview && !problem && <p>Reading the data…</p>}
        {preview && (
          <>
            <div className="pe-data-picker__columns">
              <SelectField label="X column (along the bottom)" value={xCol} onChange={(event) => setXCol(event.currentTarget.value)}>
                {columns.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name} ({TYPE_WORDS[c.type]})
                  </option>
                ))}
              </SelectField>
              <SelectField
                label="Y column (values, numbers)"
                value={yCol}
                error={y && y.type !== 'number' ? 'Choose a column of numbers' : null}
                onChange={(event) => setYCol(event.currentTarget.value)}
              >
                {columns.map((c) => (
                  <option key={c.name} value={c.name} disabled={c.type !== 'number'}>
                    {c.name} ({TYPE_WORDS[c.type]})
                  </option>
                ))}
              </SelectField>
            </div>
            <div className="pe-data-picker__preview" tabIndex={0} role="region" aria-labelledby={previewId}>
              <table>
                <caption id={previewId}>
                  First {preview.rows.length} of {preview.rowCount.toLocaleString('en-US')} rows
                </caption>
                <thead>
                  <tr>
                    {columns.map((c) => (
                      <th key={c.name} scope="col">
                        {c.name} <small>({TYPE_WORDS[c.type]})</small>
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.rows.map((row, i) => (
                    <tr key={i}>
                      {columns.map((c) => (
                        <td key={c.name}>{row[c.name]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <div className="admin-dialog__actions">
          <button type="button" className="admin-button" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="admin-button admin-button--primary" disabled={!ready} onClick={() => ready && onChoose({ url, xCol: x.name, xType: x.type, yCol: y.name })}>
            Use this data
          </button>
        </div>
      </div>
    </Dialog>
  );
}
