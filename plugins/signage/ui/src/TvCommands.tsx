/**
 * Below a TV's edit form: send it a command or abort the pending one (POST
 * /api/digital-signage-devices/{id}/command and …/command/abort, spec 000 §7), and make
 * the player link that opens its stream on the TV (…/key, shown once).
 * Failures read 'Befehl konnte nicht ausgeführt|abgebrochen werden.' (spec 000 §8) with
 * the server's reason after it.
 */
import { ApiError, api, type BackendPanelProps } from '@tresen/sdk';
import { useId, useState, type CSSProperties, type FormEvent, type ReactElement } from 'react';
import { CHOICES, COMMANDS, TEXTS } from './texts';

type Feedback = { text: string; failed: boolean } | null;

const box: CSSProperties = { margin: '16px', padding: '16px', border: '1px solid #ccc', borderRadius: '4px', maxWidth: '40rem' };
const row: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '12px', alignItems: 'end', margin: '12px 0' };
const field: CSSProperties = { display: 'flex', flexDirection: 'column', gap: '4px', fontSize: '0.875rem' };
const input: CSSProperties = { font: 'inherit', fontSize: '1rem', padding: '8px', minWidth: '12rem', border: '1px solid #767676', borderRadius: '4px' };
const button: CSSProperties = { font: 'inherit', padding: '8px 16px', borderRadius: '4px', border: '1px solid #1565c0', cursor: 'pointer' };
const primary: CSSProperties = { ...button, background: '#1565c0', color: '#fff' };
const secondary: CSSProperties = { ...button, background: '#fff', color: '#1565c0' };

function reason(error: unknown, fallback: string): string {
  const message = error instanceof ApiError ? error.message : '';
  return message && message !== fallback ? `${fallback} ${message}` : fallback;
}

export default function TvCommands({ record, refresh }: BackendPanelProps): ReactElement {
  const ids = useId();
  const [type, setType] = useState('message');
  const [text, setText] = useState('');
  const [segment, setSegment] = useState('');
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [link, setLink] = useState<string | null>(null);
  const base = `/digital-signage-devices/${String(record.id)}`;
  const status = typeof record.commandStatus === 'string' ? CHOICES[record.commandStatus] ?? record.commandStatus : TEXTS.none;

  async function act(run: () => Promise<unknown>, ok: string, fallback: string): Promise<void> {
    setBusy(true);
    setFeedback(null);
    try {
      await run();
      setFeedback({ text: ok, failed: false });
      refresh();
    } catch (error) {
      setFeedback({ text: reason(error, fallback), failed: true });
    } finally {
      setBusy(false);
    }
  }

  function send(event: FormEvent): void {
    event.preventDefault();
    const data = type === 'message' ? { text } : type === 'segment' ? { id: Number(segment) } : {};
    void act(
      () => api.post(`${base}/command`, { id: record.id, type, data }, { errorMessage: TEXTS.commandFailed, record: false }),
      TEXTS.commandSent,
      TEXTS.commandFailed,
    );
  }

  function abort(): void {
    void act(() => api.post(`${base}/command/abort`, undefined, { errorMessage: TEXTS.abortFailed, record: false }), TEXTS.commandAborted, TEXTS.abortFailed);
  }

  async function newKey(): Promise<void> {
    setFeedback(null);
    try {
      const answer = await api.post<{ url: string }>(`${base}/key`, undefined, { errorMessage: TEXTS.keyFailed, record: false });
      setLink(`${window.location.origin}${answer.url}`);
      refresh();
    } catch (error) {
      setFeedback({ text: reason(error, TEXTS.keyFailed), failed: true });
    }
  }

  return (
    <section style={box} aria-labelledby={`${ids}-title`} data-testid="tv-commands">
      <h2 id={`${ids}-title`} style={{ margin: 0, fontSize: '1.25rem' }}>{TEXTS.commandsTitle}</h2>
      <p style={{ margin: '8px 0' }}>{TEXTS.status}: <strong>{status}</strong></p>
      <form onSubmit={send}>
        <div style={row}>
          <div style={field}>
            <label htmlFor={`${ids}-type`}>{TEXTS.command}</label>
            <select id={`${ids}-type`} style={input} value={type} onChange={(e) => setType(e.target.value)}>
              {Object.entries(COMMANDS).map(([value, label]) => (
                <option key={value} value={value}>{label}</option>
              ))}
            </select>
          </div>
          {type === 'message' ? (
            <div style={field}>
              <label htmlFor={`${ids}-text`}>{TEXTS.message}</label>
              <input id={`${ids}-text`} style={input} value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
            </div>
          ) : null}
          {type === 'segment' ? (
            <div style={field}>
              <label htmlFor={`${ids}-segment`}>{`${TEXTS.segment} (Nr.)`}</label>
              <input id={`${ids}-segment`} style={input} type="number" min={1} value={segment} onChange={(e) => setSegment(e.target.value)} />
            </div>
          ) : null}
        </div>
        <div style={row}>
          <button type="submit" style={primary} disabled={busy}>{TEXTS.send}</button>
          <button type="button" style={secondary} disabled={busy} onClick={abort}>{TEXTS.abort}</button>
        </div>
      </form>
      <p role={feedback?.failed ? 'alert' : 'status'} style={{ margin: '8px 0', color: feedback?.failed ? '#b71c1c' : '#1b5e20', minHeight: '1.5em' }}>
        {feedback?.text ?? ''}
      </p>
      <h3 style={{ margin: '16px 0 8px', fontSize: '1.1rem' }}>{TEXTS.playerTitle}</h3>
      <p style={{ margin: '0 0 8px', fontSize: '0.875rem' }}>{TEXTS.playerHint}</p>
      <button type="button" style={secondary} onClick={() => void newKey()}>{TEXTS.newKey}</button>
      {link ? (
        <p style={{ wordBreak: 'break-all' }}>
          <a href={link} target="_blank" rel="noreferrer" data-testid="player-link">{TEXTS.openPlayer}</a>
          <br />
          <code>{link}</code>
        </p>
      ) : null}
    </section>
  );
}
