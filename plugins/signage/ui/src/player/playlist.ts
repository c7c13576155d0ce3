/**
 * Plays a stream's film sequences full screen, one after the other, each for its duration,
 * from the start again after the last. A sequence shows its first picture or film; a
 * film plays muted and loops while its sequence lasts; a sequence without media shows its
 * name. A new state keeps the sequence that is on screen when the stream still has it.
 */
export interface Media {
  type: 'image' | 'video';
  url: string;
}

export interface Segment {
  id: number;
  name: string;
  duration: number;
  media: Media[];
}

export class Playlist {
  private segments: Segment[] = [];
  private index = 0;
  private timer: number | undefined;
  private paused = false;
  private remaining = 0;
  private startedAt = 0;

  constructor(
    private readonly stage: HTMLElement,
    private readonly onShow: (segment: Segment | null) => void,
  ) {}

  get current(): Segment | null {
    return this.segments[this.index] ?? null;
  }

  /** A new list: go on with the sequence on screen if it is still there, else start over. */
  load(segments: Segment[]): void {
    const now = this.current;
    const same = JSON.stringify(segments) === JSON.stringify(this.segments);
    this.segments = segments;
    if (same && now) return;
    const keep = now ? segments.findIndex((s) => s.id === now.id) : -1;
    this.show(keep >= 0 ? keep : 0);
  }

  restart(): void {
    this.show(0);
  }

  jump(segmentId: number): boolean {
    const index = this.segments.findIndex((s) => s.id === segmentId);
    if (index < 0) return false;
    this.show(index);
    return true;
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    window.clearTimeout(this.timer);
    this.remaining = Math.max(0, this.remaining - (Date.now() - this.startedAt));
    this.stage.querySelector('video')?.pause();
  }

  play(): void {
    if (!this.paused) return;
    this.paused = false;
    void this.stage.querySelector('video')?.play().catch(() => undefined);
    this.schedule(this.remaining);
  }

  private show(index: number): void {
    window.clearTimeout(this.timer);
    this.index = index;
    const segment = this.current;
    this.stage.replaceChildren(...(segment ? [render(segment)] : []));
    this.stage.dataset.segment = segment ? String(segment.id) : '';
    this.onShow(segment);
    if (segment) this.schedule(Math.max(1, segment.duration) * 1000);
  }

  private schedule(ms: number): void {
    this.remaining = ms;
    this.startedAt = Date.now();
    if (this.paused) return;
    this.timer = window.setTimeout(() => this.show((this.index + 1) % Math.max(1, this.segments.length)), ms);
  }
}

function render(segment: Segment): HTMLElement {
  const media = segment.media[0];
  if (media?.type === 'video') {
    const video = document.createElement('video');
    video.src = media.url;
    video.muted = true;
    video.autoplay = true;
    video.loop = true;
    video.playsInline = true;
    video.setAttribute('aria-label', segment.name);
    return video;
  }
  if (media?.type === 'image') {
    const image = document.createElement('img');
    image.src = media.url;
    image.alt = segment.name;
    return image;
  }
  const card = document.createElement('p');
  card.className = 'card';
  card.textContent = segment.name;
  return card;
}
