/**
 * The installable app's overlays (002 §2.11/§4): the offline warning, the update banner,
 * the offered install prompt and the instruction dialogs. Rendered in `frontend.overlays`.
 */
import { useModalDialog } from '@tresen/sdk';
import type { Instructions } from './platform';
import { closeInstructions, dismissPrompt, promptNative, startInstall, usePwaState } from './state';
import { TEXTS } from './texts';
import { restart } from './worker';

const INSTRUCTION_TEXTS = {
  generic: TEXTS.instructions.generic,
  'ios-phone': TEXTS.instructions.iosPhone,
  'ios-tablet': TEXTS.instructions.iosTablet,
  unsupported: TEXTS.instructions.unsupported,
} as const;

function OfflineNotice() {
  return (
    <section className="tpwa-bar tpwa-top tpwa-offline" role="alert" data-testid="pwa-offline">
      <p>
        <strong>{TEXTS.offline.title}</strong>
        {TEXTS.offline.text}
      </p>
      <button type="button" className="t-button" onClick={() => location.reload()}>
        {TEXTS.offline.retry}
      </button>
    </section>
  );
}

function UpdateBanner({ refreshing }: { refreshing: boolean }) {
  return (
    <section className="tpwa-bar tpwa-bottom" role="status" data-testid="pwa-update">
      <p>{refreshing ? TEXTS.update.refreshing : TEXTS.update.text}</p>
      <button type="button" className="t-button" onClick={restart} disabled={refreshing}>
        {TEXTS.update.restart}
      </button>
    </section>
  );
}

function InstallPrompt() {
  return (
    <section className="tpwa-bar tpwa-bottom" aria-label={TEXTS.prompt.label} data-testid="pwa-prompt">
      <p>
        <strong>{TEXTS.prompt.title}</strong>
        {TEXTS.prompt.text}
      </p>
      <button type="button" className="t-button t-button--plain" onClick={dismissPrompt}>
        {TEXTS.prompt.dismiss}
      </button>
      <button type="button" className="t-button" onClick={startInstall}>
        {TEXTS.prompt.accept}
      </button>
    </section>
  );
}

function InstructionsDialog({ kind }: { kind: Instructions }) {
  const ref = useModalDialog(closeInstructions);
  const texts = INSTRUCTION_TEXTS[kind];
  return (
    <dialog ref={ref} className="tpwa-dialog" aria-labelledby="tpwa-instructions" data-testid={`pwa-instructions-${kind}`}>
      <h2 id="tpwa-instructions">{texts.title}</h2>
      <ol>
        {texts.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <div className="tpwa-dialog__actions">
        <button type="button" className="t-button t-button--ghost" onClick={closeInstructions}>
          {TEXTS.instructions.close}
        </button>
        {kind === 'generic' && (
          <button type="button" className="t-button" onClick={() => void promptNative()}>
            {TEXTS.instructions.install}
          </button>
        )}
      </div>
    </dialog>
  );
}

export function Notices() {
  const state = usePwaState();
  return (
    <>
      {state.offline && <OfflineNotice />}
      {state.update !== 'none' ? (
        <UpdateBanner refreshing={state.update === 'refreshing'} />
      ) : (
        state.prompt && <InstallPrompt />
      )}
      {state.instructions && <InstructionsDialog kind={state.instructions} />}
    </>
  );
}
