/** Labelled form fields bound to the checkout's react-hook-form (label, required mark, error, hint). */
import { useId, type ReactNode } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import type { CheckoutValues } from './form';
import { MESSAGES } from './form';

type Name = keyof CheckoutValues;

export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext<CheckoutValues>();
  return (errors as Record<string, { message?: string } | undefined>)[name]?.message;
}

export function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <span className="t-error" id={id} role="alert">
      {message}
    </span>
  ) : null;
}

export interface TextFieldProps {
  name: Name;
  label: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  hint?: ReactNode;
  options?: RegisterOptions<CheckoutValues, Name>;
  className?: string;
}

export function TextField({ name, label, required = false, type = 'text', autoComplete, inputMode, hint, options, className }: TextFieldProps) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError(name);
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`t-field ${className ?? ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span className="t-required" aria-hidden="true">*</span>}
      </label>
      <input
        id={id}
        className="t-input"
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        {...register(name, {
          ...options,
          validate: (value, values) => {
            if (required && !String(value ?? '').trim()) return MESSAGES.blank;
            const own = options?.validate;
            return typeof own === 'function' ? own(value, values) : true;
          },
        })}
      />
      {hint && (
        <span className="t-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({ name, label, required = false, children }: { name: Name; label: string; required?: boolean; children: ReactNode }) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className="t-field">
      <label htmlFor={id}>
        {label}
        {required && <span className="t-required" aria-hidden="true">*</span>}
      </label>
      <select
        id={id}
        className="t-select"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...register(name, { validate: (value) => (required && !value ? MESSAGES.blank : true) })}
      >
        {children}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckField({ name, children, message }: { name: Name; children: ReactNode; message?: string }) {
  const { register } = useFormContext<CheckoutValues>();
  const id = useId();
  const error = useFieldError(name);
  return (
    <div className="t-field t-field--check">
      <label className="t-check" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...register(name, message ? { validate: (value) => (value ? true : message) } : {})}
        />
        <span>{children}</span>
      </label>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}
