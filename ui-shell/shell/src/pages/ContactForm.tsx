/**
 * A form node shown on a site (the contact page 'Kontaktieren Sie uns'): its fields (text,
 * e-mail, phone, textarea, select, boolean) sent as multipart data keyed by fieldId to
 * POST /api/custom/form/{id} (000 §7, 002 §4): waiting, the server's errors at their
 * fields, or the thank-you message.
 */
import { ApiError, useApi } from '@tresen/sdk';
import { useId, useState, type FormEvent } from 'react';
import { asList, field, type Entity } from '../data';
import { useApiGet } from '../store/queries';
import { CONTACT_CSS } from '../styles/contact';
import { CONTROLS_CSS } from '../styles/controls';
import { injectStyles } from '../styles/inject';
import { TEXTS } from '../texts';

injectStyles('controls', CONTROLS_CSS);
injectStyles('contact', CONTACT_CSS);

const FORM_TEXTS = {
  sending: 'Bitte warten / Ihre Anfrage wird verarbeitet...',
  send: 'Nachricht senden',
  check: 'Bitte prüfen Sie Ihre Eingaben',
  thanks: 'Vielen Dank für Ihre Nachricht!',
  again: 'Formular schließen',
  change: 'Daten ändern',
  retry: 'Erneut versuchen',
};

interface FormField {
  key: string;
  type: string;
  inputType: string;
  label: string;
  placeholder: string;
  required: boolean;
  options: string[];
}

function fieldsOf(node: Entity | undefined): FormField[] {
  const content = (node?.content ?? {}) as Entity;
  return asList(content.fields).map((raw, index) => {
    const value = (raw.value ?? {}) as Entity;
    return {
      key: field(raw, 'fieldId') || String(index),
      type: field(raw, 'type') || 'text',
      inputType: field(value, 'type') || 'text',
      label: field(raw, 'label'),
      placeholder: field(raw, 'description'),
      required: raw.isRequired === true,
      options: asList(raw.options).map((o) => field(o, 'value')).filter(Boolean),
    };
  });
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; errors: { field?: string | null; message?: string }[] } | { kind: 'sent' };

export default function ContactForm({ formId }: { formId: number }) {
  const api = useApi();
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  const node = asList(nodes).find((n) => n.id === formId);
  const fields = fieldsOf(node);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [data, setData] = useState<FormData | null>(null);
  const prefix = useId();
  if (!node) return null;
  const content = (node.content ?? {}) as Entity;

  async function send(body: FormData) {
    setState({ kind: 'sending' });
    try {
      await api.post(`/api/custom/form/${formId}`, body, { record: false });
      setState({ kind: 'sent' });
      setData(null);
    } catch (error) {
      const errors = error instanceof ApiError && error.errors.length ? error.errors : [{ message: TEXTS.unknownError }];
      setState({ kind: 'error', errors });
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = new FormData(event.currentTarget);
    setData(body);
    void send(body);
  }

  if (state.kind === 'sent') {
    return (
      <div className="t-alert t-alert--success t-contact" role="status" data-testid="tresen-form-sent">
        <p>{field(node, 'thankYouMessage') || field(content, 'thankYouMessage') || FORM_TEXTS.thanks}</p>
        <button type="button" className="t-button" onClick={() => setState({ kind: 'idle' })}>
          {FORM_TEXTS.again}
        </button>
      </div>
    );
  }
  const errorFor = (key: string) =>
    state.kind === 'error' ? state.errors.find((e) => e.field === key || e.field === `fields.${key}`)?.message : undefined;
  return (
    <form className="t-card t-contact" onSubmit={onSubmit} noValidate={false} data-testid="tresen-contact-form">
      <h2>{field(content, 'name') || TEXTS.contactTitle}</h2>
      {field(content, 'description') && <p className="t-muted">{field(content, 'description')}</p>}
      {state.kind === 'error' && (
        <div className="t-alert t-alert--danger" role="alert">
          <strong>{FORM_TEXTS.check}</strong>
          <ul>
            {state.errors.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
          <p className="t-actions">
            <button type="button" className="t-button t-button--ghost" onClick={() => setState({ kind: 'idle' })}>
              {FORM_TEXTS.change}
            </button>
            <button type="button" className="t-button" onClick={() => data && void send(data)}>
              {FORM_TEXTS.retry}
            </button>
          </p>
        </div>
      )}
      {fields.map((f) => {
        const id = `${prefix}-${f.key}`;
        const error = errorFor(f.key);
        const common = { id, name: f.key, required: f.required, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined };
        if (f.type === 'boolean') {
          return (
            <div className="t-field" key={f.key}>
              <label className="t-check">
                <input type="checkbox" value="1" {...common} />
                <span>{f.label}</span>
              </label>
              {error && <span className="t-error" id={`${id}-error`}>{error}</span>}
            </div>
          );
        }
        return (
          <div className="t-field" key={f.key}>
            <label htmlFor={id}>
              {f.label}
              {f.required && <span className="t-required" aria-hidden="true">*</span>}
            </label>
            {f.type === 'select' ? (
              <select className="t-select" {...common} defaultValue="">
                <option value="" disabled>
                  {f.placeholder || f.label}
                </option>
                {f.options.map((o) => (
                  <option key={o}>{o}</option>
                ))}
              </select>
            ) : f.inputType === 'textarea' ? (
              <textarea className="t-textarea" rows={6} placeholder={f.placeholder} {...common} />
            ) : (
              <input
                className="t-input"
                type={f.inputType === 'email' ? 'email' : f.inputType === 'phone' ? 'tel' : 'text'}
                autoComplete={f.inputType === 'email' ? 'email' : f.inputType === 'phone' ? 'tel' : undefined}
                placeholder={f.placeholder}
                {...common}
              />
            )}
            {error && <span className="t-error" id={`${id}-error`}>{error}</span>}
          </div>
        );
      })}
      <button type="submit" className="t-button t-button--large" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? FORM_TEXTS.sending : FORM_TEXTS.send}
      </button>
    </form>
  );
}
