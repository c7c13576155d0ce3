/** The install promotion on the order status page (001 §2, issue 13), under the footer's rule. */
import { canOfferInstall, startInstall, usePwaState } from './state';
import { TEXTS } from './texts';

export function StatusPromotion() {
  const state = usePwaState();
  if (!canOfferInstall(state)) return null;
  return (
    <section className="t-card tpwa-promo" aria-labelledby="tpwa-promo" data-testid="pwa-status-promotion">
      <h2 id="tpwa-promo">{TEXTS.promotion.title}</h2>
      <p>{TEXTS.promotion.text}</p>
      <button type="button" className="t-button" onClick={startInstall}>
        {TEXTS.footerInstall}
      </button>
    </section>
  );
}
