/** 'App installieren' in the footer, under the rule of 000 §2 (state.ts canOfferInstall). */
import { canOfferInstall, startInstall, usePwaState } from './state';
import { TEXTS } from './texts';

export function InstallButton() {
  const state = usePwaState();
  if (!canOfferInstall(state)) return null;
  return (
    <button type="button" className="t-button t-button--ghost tpwa-footer" onClick={startInstall} data-testid="pwa-footer-install">
      {TEXTS.footerInstall}
    </button>
  );
}
