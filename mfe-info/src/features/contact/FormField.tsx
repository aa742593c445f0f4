import type { ChangeEvent, Ref } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
  type?: 'text' | 'email';
  autoComplete?: string;
  minLength?: number;
  maxLength: number;
  fieldRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  onChange(value: string): void;
  onBlur(): void;
}

const controlClasses = 'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 shadow-sm';

/** A labelled input or textarea with its native constraints, a hint and the message of its error. */
export function FormField({
  id,
  label,
  value,
  error,
  hint,
  multiline,
  type = 'text',
  autoComplete,
  minLength,
  maxLength,
  fieldRef,
  onChange,
  onBlur,
}: FormFieldProps) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: id,
    value,
    required: true,
    minLength,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: `${controlClasses} ${error ? 'border-red-600' : 'border-slate-300'}`,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
    onBlur,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...shared} ref={fieldRef} rows={7} />
      ) : (
        <input {...shared} ref={fieldRef} type={type} autoComplete={autoComplete} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
