/** The self-service screensaver (002 §2.10): 'Tippen um zu bestellen' over the whole
 * screen, dismissed by a click (or a key, for keyboards). */
import { useState } from 'react';
import { Dialog } from './Dialog';
import { OVERLAY_TEXTS } from './texts';

export function Screensaver() {
  const [active, setActive] = useState(true);
  if (!active) return null;
  const dismiss = () => setActive(false);
  return (
    <Dialog label={OVERLAY_TEXTS.screensaver} onClose={dismiss} className="t-screensaver">
      <button type="button" className="t-screensaver__tap" autoFocus onClick={dismiss} data-testid="tresen-screensaver">
        {OVERLAY_TEXTS.screensaver}
      </button>
    </Dialog>
  );
}
