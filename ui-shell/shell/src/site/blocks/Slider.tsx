/**
 * The slider of 002 §4/§9: the index wraps; auto-advance every `duration` s only while at
 * least `threshold` (0.3; wood teaser 0.5) of it is visible, with a progress bar updated
 * every 100 ms; any interaction stops it and it restarts afterwards. A horizontal swipe
 * beyond one eighth of the slide width goes to the previous or next slide; a movement
 * under 20 px is a tap and toggles the slide text. Presses on buttons or links never
 * swipe. Preview buttons navigate too.
 */
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { SITE_TEXTS } from '../siteTexts';

export const TAP_PX = 20;
export const SWIPE_PART = 1 / 8;
const TICK_MS = 100;

export interface SliderProps {
  count: number;
  duration?: number | null;
  threshold?: number;
  label: string;
  className?: string;
  render: (index: number, textShown: boolean) => ReactNode;
  /** Below the slides (links that do not belong to one slide). */
  children?: ReactNode;
}

/** The next index after a swipe or tap: what the gesture of `dx`, `dy` px on a slide `width` px wide means. */
export function gesture(dx: number, dy: number, width: number): 'prev' | 'next' | 'tap' | null {
  if (Math.abs(dx) > width * SWIPE_PART && Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'next' : 'prev';
  return Math.hypot(dx, dy) < TAP_PX ? 'tap' : null;
}

export function Slider({ count, duration, threshold = 0.3, label, className = '', render, children }: SliderProps) {
  const [index, setIndex] = useState(0);
  const [textShown, setTextShown] = useState(true);
  const [elapsed, setElapsed] = useState(0);
  const [visible, setVisible] = useState(false);
  const [holding, setHolding] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const interval = duration ? duration * 1000 : 0;

  useEffect(() => {
    const element = root.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.intersectionRatio >= threshold), { threshold: [0, threshold, 1] });
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold]);

  const running = interval > 0 && count > 1 && visible && !holding;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setElapsed((value) => value + TICK_MS), TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  useEffect(() => {
    if (interval && elapsed >= interval) go(index + 1);
  });

  function go(to: number) {
    setIndex(((to % count) + count) % count);
    setElapsed(0);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if ((event.target as Element).closest('button, a')) return;
    start.current = { x: event.clientX, y: event.clientY };
    setHolding(true);
  }
  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const from = start.current;
    start.current = null;
    setHolding(false);
    if (!from) return;
    const width = root.current?.clientWidth || 1;
    const kind = gesture(event.clientX - from.x, event.clientY - from.y, width);
    if (kind === 'tap') setTextShown((shown) => !shown);
    else if (kind === 'next') go(index + 1);
    else if (kind === 'prev') go(index - 1);
    setElapsed(0);
  }

  if (count === 0) return null;
  return (
    <div
      ref={root}
      className={`t-slider ${className}`}
      role="group"
      aria-roledescription="Karussell"
      aria-label={label}
      data-index={index}
      data-running={running ? 'true' : 'false'}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => { start.current = null; setHolding(false); }}
      onFocus={() => setHolding(true)}
      onBlur={() => setHolding(false)}
    >
      <div className="t-slider__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {Array.from({ length: count }, (_, i) => (
          <div className="t-slider__slide" key={i} aria-hidden={i !== index} role="group" aria-roledescription="Folie" aria-label={SITE_TEXTS.slide(i + 1, count)} inert={i !== index}>
            {render(i, textShown)}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="t-slider__nav">
          {interval > 0 && (
            <div className="t-slider__progress" aria-hidden="true">
              <span style={{ width: `${Math.min(100, (elapsed / interval) * 100)}%` }} />
            </div>
          )}
          <button type="button" className="t-slider__arrow" aria-label={SITE_TEXTS.previous} onClick={() => go(index - 1)}>‹</button>
          <span className="t-slider__dots">
            {Array.from({ length: count }, (_, i) => (
              <button type="button" key={i} className="t-slider__dot" aria-label={SITE_TEXTS.slide(i + 1, count)} aria-current={i === index ? 'true' : undefined} onClick={() => go(i)} />
            ))}
          </span>
          <button type="button" className="t-slider__arrow" aria-label={SITE_TEXTS.next} onClick={() => go(index + 1)}>›</button>
        </div>
      )}
      {children}
    </div>
  );
}
