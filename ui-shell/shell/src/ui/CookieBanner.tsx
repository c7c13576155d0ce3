/**
 * Cookie banner (002 §2.11/§4, 000 §4): 'Akzeptieren' stores the consent for 365 days
 * (@tresen/sdk giveConsent, which wakes the features waiting for it); 'Mehr erfahren'
 * leads to /site/privacy when the privacy text is configured, else to the external
 * address. Shown only while consent is missing (defaults/Frontend.tsx loads it then),
 * never in the self-service context.
 */
import { giveConsent, useConfig } from '@tresen/sdk';
import { absoluteHref } from '../data';
import { isSelfService } from '../store/context';
import { injectStyles } from '../styles/inject';

/** Its texts live here, in the banner's own chunk ('Akzeptieren', 'Mehr erfahren': 002 §2.11). */
export const CONSENT_TEXTS = {
  label: 'Cookie-Hinweis',
  text: 'Wir verwenden Cookies, um Ihnen die bestmögliche Nutzung unserer Website zu ermöglichen.',
  accept: 'Akzeptieren',
  more: 'Mehr erfahren',
};

injectStyles(
  'consent',
  `.t-consent { position: fixed; left: .75rem; right: .75rem; bottom: .75rem; z-index: 1100; margin: 0 auto; max-width: 40rem; background: #1b1b1b; color: #fff; border-radius: var(--t-radius-lg); box-shadow: var(--t-shadow); padding: 1rem 1.1rem; display: flex; flex-wrap: wrap; gap: .75rem 1rem; align-items: center; }
.t-consent p { margin: 0; flex: 1 1 16rem; }
.t-consent a { color: #fff; text-decoration: underline; }
.t-consent .t-button { background: #fff; color: #1b1b1b; border-color: #fff; }
.t-consent__actions { display: flex; gap: 1rem; align-items: center; }`,
);

/** Where 'Mehr erfahren' leads: the privacy page when its text is configured, else the external address. */
export function privacyHref(config: Record<string, unknown>): string {
  const text = config.privacyPolicyText;
  if (typeof text === 'string' && text.trim()) return '/site/privacy';
  return typeof config.privacyPolicy === 'string' ? absoluteHref(config.privacyPolicy) : '';
}

/** Loaded (lazily) by the front end only while consent is missing. */
export default function CookieBanner() {
  const href = privacyHref(useConfig());
  if (isSelfService()) return null;
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
