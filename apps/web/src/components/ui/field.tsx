import { useId } from 'react';
import type { ComponentProps } from 'react';
import { Input } from './input';

type FieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: string;
  error?: string;
};

/** A labelled input with an optional hint and error, both tied to it by aria-describedby. */
export function Field({
  label,
  hint,
  error,
  id,
  'aria-describedby': extraDescription,
  ...inputProps
}: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, extraDescription].filter(Boolean).join(' ') || undefined;

  return (
    <div className="space-y-1.5">
      <label htmlFor={inputId} className="block font-medium text-slate-900">
        {label}
      </label>
      <Input
        id={inputId}
        aria-describedby={describedBy}
        aria-invalid={error || inputProps['aria-invalid'] ? true : undefined}
        {...inputProps}
      />
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
