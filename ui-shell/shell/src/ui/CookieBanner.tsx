/**
 * Cookie banner (002 §2.11/§4, 000 §4): 'Akzeptieren' stores the consent for 365 days
 * (@tresen/sdk giveConsent, which wakes the features waiting for it); 'Mehr erfahren'
 * leads to /site/privacy when the privacy text is configured, else to the external
 * address. Shown only while consent is missing (defaults/Frontend.tsx loads it then),
 * never in the self-service context.
 */
import { giveConsent, useConfig } from '@tresen/sdk';
import { absoluteHref } from '../data';
import { CONSENT_CSS } from '../styles/consent';
import { injectStyles } from '../styles/inject';

/** Its texts live here, in the banner's own chunk ('Akzeptieren', 'Mehr erfahren': 002 §2.11). */
export const CONSENT_TEXTS = {
  label: 'Cookie-Hinweis',
  text: 'Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.',
  accept: 'Akzeptieren',
  more: 'Mehr erfahren',
};

injectStyles('consent', CONSENT_CSS);

/** Where 'Mehr erfahren' leads: the privacy page when its text is configured, else the external address. */
export function privacyHref(config: Record<string, unknown>): string {
  const text = config.privacyPolicyText;
  if (typeof text === 'string' && text.trim()) return '/site/privacy';
  return typeof config.privacyPolicy === 'string' ? absoluteHref(config.privacyPolicy) : '';
}

/** Loaded (lazily) by the front end only while consent is missing. */
export default function CookieBanner() {
  const href = privacyHref(useConfig());
  return (
    <section className="t-consent" aria-label={CONSENT_TEXTS.label} data-testid="tresen-cookie-banner">
      <p>{CONSENT_TEXTS.text}</p>
      <div className="t-consent__actions">
        {href && <a href={href}>{CONSENT_TEXTS.more}</a>}
        <button type="button" className="t-button" onClick={giveConsent}>
          {CONSENT_TEXTS.accept}
        </button>
      </div>
    </section>
  );
}
