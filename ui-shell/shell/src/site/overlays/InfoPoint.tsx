/**
 * The info-point (002 §2.10): a button that opens the public pop-up blocks, each with its
 * texts and images and the form its link names, one at a time. 'Weiter' goes to the next
 * pop-up and past the last one wraps to closed; 'Schließen' closes. An IntersectionObserver
 * (threshold 0.5, started 500 ms after mount) marks the button `data-visible` once at least
 * half of it is on screen, which fades it in.
 */
import { useEffect, useRef, useState } from 'react';
import { field, type Entity } from '../../data';
import { FormBlock } from '../blocks/Form';
import { BlockBody } from './BlockBody';
import { Dialog } from './Dialog';
import { OVERLAY_TEXTS } from './texts';

export const OBSERVER_THRESHOLD = 0.5;
export const OBSERVER_START_MS = 500;

/** The index after `index` among `count` pop-ups: null (closed) past the last one. */
export function nextPopup(index: number, count: number): number | null {
  return index + 1 < count ? index + 1 : null;
}

export function InfoPoint({ popups }: { popups: Entity[] }) {
  const [index, setIndex] = useState<number | null>(null);
  const [visible, setVisible] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let observer: IntersectionObserver | undefined;
    const timer = window.setTimeout(() => {
      if (!button.current || typeof IntersectionObserver === 'undefined') return setVisible(true);
      observer = new IntersectionObserver((entries) => setVisible(entries.some((e) => e.isIntersecting)), { threshold: OBSERVER_THRESHOLD });
      observer.observe(button.current);
    }, OBSERVER_START_MS);
    return () => {
      window.clearTimeout(timer);
      observer?.disconnect();
    };
  }, []);
  const popup = index === null ? null : popups[index];
  const content = (popup?.content ?? {}) as Entity;
  const close = () => {
    setIndex(null);
    button.current?.focus();
  };
  return (
    <>
      <button ref={button} type="button" className="t-info-point" data-visible={visible} aria-haspopup="dialog" aria-label={OVERLAY_TEXTS.infoPoint} onClick={() => setIndex(0)}>
        <span aria-hidden="true">i</span>
      </button>
      {popup && index !== null && (
        <Dialog key={index} label={field(popup, 'name') || OVERLAY_TEXTS.infoPoint} onClose={close} className="t-popup">
          <div className="t-overlay-dialog__body t-prose" data-testid="tresen-popup" data-index={index}>
            <BlockBody content={content} />
            {Boolean(content.link) && <FormBlock block={{ type: 'form', form: content.link } as never} sites={[]} first={false} />}
          </div>
          <div className="t-overlay-dialog__actions">
            <button type="button" className="t-button t-button--ghost" onClick={close}>
              {OVERLAY_TEXTS.close}
            </button>
            <button type="button" className="t-button" onClick={() => { const next = nextPopup(index, popups.length); if (next === null) close(); else setIndex(next); }}>
              {field(content, 'buttonLabel') || OVERLAY_TEXTS.next}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
