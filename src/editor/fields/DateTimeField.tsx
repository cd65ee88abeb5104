import './fields.css';
import { useId } from 'react';
import { FieldLabel, type CustomField } from '@puckeditor/core';
import { FieldMessage } from '../page-editor/field-message';
import { fromZonedInput, SITE_TIME_ZONE, toZonedInput, zoneLabel } from './zoned-time';

type RenderProps = Parameters<CustomField<unknown>['render']>[0];

const helpOf = (field: RenderProps['field']) => (typeof field.metadata?.help === 'string' ? field.metadata.help : undefined);

/**
 * A date and time prop (`z.iso.datetime({ offset: true })`, JSON Schema `format: date-time`):
 * the browser's date and time picker read as New York's wall clock, with the zone named beside
 * it; the prop keeps its ISO value with the offset of that date (`2026-12-24T13:00:00-05:00`).
 */
export function DateTimeField({ field, name, id, value, onChange, readOnly }: RenderProps) {
  const zoneId = useId();
  const helpId = useId();
  const help = helpOf(field);
  const text = typeof value === 'string' ? value : '';
  const input = toZonedInput(text);
  const instant = input === '' ? null : new Date(text);
  return (
    <div className="pe-field pe-zoned-field">
      <FieldLabel label={field.label ?? name} readOnly={readOnly}>
        <input
          id={id}
          name={name}
          className="pe-zoned-field__input"
          type="datetime-local"
          step={input.length > 16 ? 1 : 60}
          value={input}
          readOnly={readOnly}
          aria-describedby={help ? `${zoneId} ${helpId}` : zoneId}
          onChange={(event) => onChange(fromZonedInput(event.currentTarget.value, SITE_TIME_ZONE) ?? '')}
        />
      </FieldLabel>
      <p id={zoneId} className="pe-zoned-field__zone" data-testid="time-zone">
        {zoneLabel(instant)}
      </p>
      {help && (
        <p id={helpId} className="pe-field-help">
          {help}
        </p>
      )}
      <FieldMessage name={name} />
    </div>
  );
}

/** A calendar day prop (`yyyy-MM-dd`, JSON Schema `format: date`): the browser's date picker, storing the same text. */
export function DateField({ field, name, id, value, onChange, readOnly }: RenderProps) {
  const text = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';
  const helpId = useId();
  const help = helpOf(field);
  return (
    <div className="pe-field pe-zoned-field">
      <FieldLabel label={field.label ?? name} readOnly={readOnly}>
        <input id={id} name={name} className="pe-zoned-field__input" type="date" value={text} readOnly={readOnly} aria-describedby={help ? helpId : undefined} onChange={(event) => onChange(event.currentTarget.value)} />
      </FieldLabel>
      {help && (
        <p id={helpId} className="pe-field-help">
          {help}
        </p>
      )}
      <FieldMessage name={name} />
    </div>
  );
}
