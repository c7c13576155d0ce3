/**
 * The news overlay (002 §2.10): the first public news block not seen yet appears 1.5 s
 * after mount; its button (label from the content, default 'OK') closes it and remembers
 * it as seen (localStorage, per block id and content, so an edited news shows again).
 */
import { useEffect, useState } from 'react';
import { field, type Entity } from '../../data';
import { BlockBody } from './BlockBody';
import { Dialog } from './Dialog';
import { OVERLAY_TEXTS } from './texts';

export const NEWS_DELAY_MS = 1500;
const SEEN_KEY = 'tresen.news.seen';

/** A short fingerprint of a news block: its id and a hash of its content. */
export function newsKey(block: Entity): string {
  const text = JSON.stringify(block.content ?? {});
  let hash = 0;
  for (let i = 0; i < text.length; i += 1) hash = (hash * 31 + text.charCodeAt(i)) | 0;
  return `${String(block.id)}:${(hash >>> 0).toString(36)}`;
}

function seen(): string[] {
  try {
    const list: unknown = JSON.parse(localStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function remember(key: string) {
  try {
    localStorage.setItem(SEEN_KEY, JSON.stringify([...seen().filter((k) => k !== key), key].slice(-50)));
  } catch {
    /* private mode: shown again next time */
  }
}

export function News({ blocks }: { blocks: Entity[] }) {
  const [current, setCurrent] = useState<Entity | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      const done = seen();
      setCurrent(blocks.find((b) => !done.includes(newsKey(b))) ?? null);
    }, NEWS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [blocks]);
  if (!current) return null;
  const content = (current.content ?? {}) as Entity;
  const close = () => {
    remember(newsKey(current));
    setCurrent(null);
  };
  return (
    <Dialog label={field(current, 'name') || OVERLAY_TEXTS.news} onClose={close} className="t-news">
      <div className="t-overlay-dialog__body t-prose" data-testid="tresen-news">
        <BlockBody content={content} />
      </div>
      <div className="t-overlay-dialog__actions">
        <button type="button" className="t-button" autoFocus onClick={close}>
          {field(content, 'buttonLabel') || OVERLAY_TEXTS.ok}
        </button>
      </div>
    </Dialog>
  );
}
