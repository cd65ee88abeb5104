import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface FieldProps {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
}

interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** Label, hint and error around one control, wired together for assistive technology. */
function FieldFrame({ label, error, hint, givenId, control }: FieldProps & { givenId: string | undefined; control: (props: ControlProps) => ReactNode }) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={`admin-field${error ? ' admin-field--invalid' : ''}`}>
      <label htmlFor={id} className="admin-field__label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="admin-field__hint">
          {hint}
        </p>
      )}
      {control({ id, className: 'admin-input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined })}
      {error && (
        <p id={`${id}-error`} className="admin-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and its error beside it. */
export function TextField({ label, error, hint, id, ...input }: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <FieldFrame label={label} error={error} hint={hint} givenId={id} control={(props) => <input {...props} {...input} />} />;
}

/** A labelled select with its hint and its error beside it. */
export function SelectField({ label, error, hint, children, id, ...select }: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      givenId={id}
      control={(props) => (
        <select {...props} {...select}>
          {children}
        </select>
      )}
    />
  );
}

/** A labelled multi-line text with its hint and its error beside it. */
export function TextAreaField({ label, error, hint, id, ...textarea }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <FieldFrame label={label} error={error} hint={hint} givenId={id} control={(props) => <textarea {...props} className="admin-input admin-input--multiline" {...textarea} />} />;
}
