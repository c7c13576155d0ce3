/**
 * The form block (002 §2.9, §4, §5, §8): a public form node's fields sent as multipart to
 * POST /api/custom/form/{id}, each under its fieldId (or its position), files as `key[]`.
 * Consent first: without cookie consent only 'Datenschutzerklärung akzeptieren' is shown.
 * States: idle, submitting ('Bitte warten / …'), error ('Bitte prüfen Sie Ihre Eingaben'
 * with the server's messages, 'Daten ändern' keeps the data, 'Erneut versuchen' resends),
 * success (thankYouMessage or 'Vielen Dank für Ihre Nachricht!', 'Formular schließen').
 */
import { ApiError, giveConsent, measure, useApi, useConsent } from '@tresen/sdk';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { asList, field, type Entity } from '../../data';
import { useApiGet } from '../../store/queries';
import { CONTROLS_CSS } from '../../styles/controls';
import { injectStyles } from '../../styles/inject';
import { SITE_TEXTS } from '../siteTexts';
import { SITE_CSS } from '../siteCss';
import { injectStyles as injectSiteStyles } from '../../styles/inject';
import { BlockTitle, Rich, type BlockProps } from './common';

injectSiteStyles('site-blocks', SITE_CSS);

injectStyles('controls', CONTROLS_CSS);

export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.zip,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/zip';
const TEXTAREA_ROWS = 6;

interface FormField { key: string; type: string; inputType: string; label: string; placeholder: string; required: boolean; narrow: boolean; options: string[] }

export function fieldsOf(content: Entity): FormField[] {
  return asList(content.fields).map((raw, index) => ({
    key: field(raw, 'fieldId') || String(index),
    type: field(raw, 'type') || 'text',
    inputType: field((raw.value ?? {}) as Entity, 'type') || 'text',
    label: field(raw, 'label'),
    placeholder: field(raw, 'description'),
    required: raw.isRequired === true,
    narrow: raw.hasMaxWidth === true,
    options: asList(raw.options).map((o) => field(o, 'value')).filter(Boolean),
  }));
}

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'error'; messages: string[] } | { kind: 'sent' };

/** 002 §7: form tracking events by form name, into the analytics log (sent after consent, see `measure()`). */
const trackForm = (action: string, content: Entity) => measure({ type: 'event', action, category: 'form', data: { form: field(content, 'name') } });

/** The server's messages, each with the label of its field when it names one. */
function messagesOf(error: unknown, fields: FormField[]): string[] {
  if (!(error instanceof ApiError) || !error.errors.length || error.status >= 500) return [SITE_TEXTS.unknown];
  return error.errors.map((e) => {
    const key = String(e.field ?? '').replace(/\[\d*\]$/, '');
    const label = fields.find((f) => f.key === key)?.label;
    return label ? `${label}: ${e.message}` : String(e.message);
  });
}

function Input({ f, id }: { f: FormField; id: string }) {
  const common = { id, name: f.key, required: f.required, placeholder: f.placeholder || undefined };
  if (f.type === 'select') {
    return (
      <select className="t-select" {...common} defaultValue="">
        <option value="">{f.placeholder || '–'}</option>
        {f.options.map((o) => <option key={o}>{o}</option>)}
      </select>
    );
  }
  if (f.type === 'upload') {
    return <input className="t-input" type="file" id={id} name={`${f.key}[]`} multiple accept={UPLOAD_ACCEPT} aria-describedby={`${id}-hint`} />;
  }
  if (f.inputType === 'textarea') return <textarea className="t-input" rows={TEXTAREA_ROWS} {...common} />;
  const type = f.inputType === 'email' ? 'email' : f.inputType === 'phone' ? 'tel' : 'text';
  return <input className="t-input" type={type} autoComplete={type === 'email' ? 'email' : type === 'tel' ? 'tel' : undefined} {...common} />;
}

export function FormView({ node }: { node: Entity }) {
  const api = useApi();
  const consent = useConsent();
  const content = (node.content ?? {}) as Entity;
  const fields = fieldsOf(content);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const data = useRef<FormData | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const prefix = useId();

  async function send(body: FormData) {
    setState({ kind: 'sending' });
    trackForm('submit', content);
    try {
      await api.post(`/api/custom/form/${node.id}`, body, { record: false });
      data.current = null;
      form.current?.reset();
      setState({ kind: 'sent' });
      trackForm('success', content);
    } catch (error) {
      setState({ kind: 'error', messages: messagesOf(error, fields) });
      trackForm(error instanceof ApiError && error.status === 422 ? 'validationFailed' : 'failure', content);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!consent) return;
    const body = new FormData(event.currentTarget);
    for (const [key, value] of [...body.entries()]) {
      if (value instanceof File && !value.name && value.size === 0) body.delete(key);
    }
    data.current = body;
    void send(body);
  }

  const title = field(content, 'name');
  return (
    <div className="t-form-block__frame" data-state={state.kind}>
      <form ref={form} className="t-card t-form-block__form" onSubmit={onSubmit} noValidate hidden={state.kind === 'sent'} aria-busy={state.kind === 'sending'} data-testid="tresen-contact-form">
        {title && <h3>{title}</h3>}
        <Rich html={content.description} className="t-muted t-prose" />
        <div className="t-form-block__fields">
          {fields.map((f) => {
            const id = `${prefix}-${f.key}`;
            if (f.type === 'boolean') {
              return (
                <div className={`t-field t-field--wide`} key={f.key}>
                  <label className="t-check"><input type="checkbox" value="1" id={id} name={f.key} required={f.required} /><span>{f.label}{f.required && <span className="t-required" aria-hidden="true">*</span>}</span></label>
                </div>
              );
            }
            return (
              <div className={`t-field ${f.narrow ? '' : 't-field--wide'}`} key={f.key}>
                <label htmlFor={id}>{f.label || f.placeholder}{f.required && <span className="t-required" aria-hidden="true">*</span>}</label>
                <Input f={f} id={id} />
                {f.type === 'upload' && <span className="t-muted t-small" id={`${id}-hint`}>{SITE_TEXTS.upload}: {SITE_TEXTS.uploadHint}</span>}
              </div>
            );
          })}
        </div>
        {consent ? (
          <p className="t-actions"><button type="submit" className="t-button t-button--large" disabled={state.kind === 'sending'}>{SITE_TEXTS.send}</button></p>
        ) : (
          <div className="t-form-block__consent">
            <p>{SITE_TEXTS.privacyNote} <Link to="/site/privacy">{SITE_TEXTS.privacy}</Link></p>
            <button type="button" className="t-button t-button--large" onClick={giveConsent}>{SITE_TEXTS.acceptPrivacy}</button>
          </div>
        )}
      </form>
      {state.kind === 'sending' && (
        <div className="t-form-block__overlay" role="status" data-testid="tresen-form-sending">
          <p>{SITE_TEXTS.sending}</p>
        </div>
      )}
      {state.kind === 'error' && (
        <div className="t-form-block__overlay" role="alert" data-testid="tresen-form-error">
          <div className="t-alert t-alert--danger">
            <h3>{SITE_TEXTS.check}</h3>
            <ul>{state.messages.map((m, i) => <li key={i}>{m}</li>)}</ul>
            <p className="t-actions">
              <button type="button" className="t-button t-button--ghost" autoFocus onClick={() => setState({ kind: 'idle' })}>{SITE_TEXTS.change}</button>
              <button type="button" className="t-button" onClick={() => data.current && void send(data.current)}>{SITE_TEXTS.retry}</button>
            </p>
          </div>
        </div>
      )}
      {state.kind === 'sent' && (
        <div className="t-alert t-alert--success t-form-block__done" role="status" data-testid="tresen-form-sent">
          <p>{field(content, 'thankYouMessage') || SITE_TEXTS.thanks}</p>
          <button type="button" className="t-button" onClick={() => setState({ kind: 'idle' })}>{SITE_TEXTS.close}</button>
        </div>
      )}
    </div>
  );
}

export function FormBlock({ block }: BlockProps) {
  const { data: nodes } = useApiGet<unknown>('/api/nodes');
  const id = (block.form as Entity | undefined)?.id;
  const node = asList(nodes).find((n) => n.id === id && n.type === 'form' && n.isPublic !== false);
  return (
    <section className="t-form-block">
      <BlockTitle block={block} />
      {node && <FormView node={node} />}
    </section>
  );
}
