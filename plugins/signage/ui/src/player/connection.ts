/**
 * The player's WebSocket (plugins/signage/socket.py): says hello with the TV's key, hands
 * the server's frames on, pings every PING_MS and treats a missing answer within
 * PONG_TIMEOUT_MS as a lost network. It reconnects with a growing, jittered delay
 * (BACKOFF_MS, capped) and at once when the browser reports the network back; a refused
 * key (close code 4401) stops it.
 */
export type Frame = { type: string; [key: string]: unknown };

const PING_MS = 10_000;
const PONG_TIMEOUT_MS = 5_000;
const BACKOFF_MS = [500, 1_000, 2_000, 4_000, 8_000, 15_000];
const REFUSED = 4401;

export interface Handlers {
  onFrame: (frame: Frame) => void;
  onOnline: (online: boolean) => void;
  onRefused: (message: string | null) => void;
}

export class Connection {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private retry: number | undefined;
  private ping: number | undefined;
  private pongDue: number | undefined;
  private stopped = false;
  private lastError: string | null = null;
  connects = 0;

  constructor(
    private readonly url: string,
    private readonly key: string,
    private readonly handlers: Handlers,
  ) {
    window.addEventListener('online', () => this.reconnectNow());
    // Offline, a closing handshake cannot finish: drop the socket now, do not wait for it.
    window.addEventListener('offline', () => this.drop());
  }

  open(): void {
    if (this.stopped) return;
    window.clearTimeout(this.retry);
    const socket = new WebSocket(this.url);
    this.socket = socket;
    socket.addEventListener('open', () => {
      socket.send(JSON.stringify({ type: 'hello', key: this.key }));
      this.ping = window.setInterval(() => this.sendPing(), PING_MS);
    });
    socket.addEventListener('message', (event) => {
      if (socket === this.socket) this.receive(event);
    });
    socket.addEventListener('close', (event) => this.closed(socket, event.code));
  }

  send(frame: Frame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private receive(event: MessageEvent): void {
    window.clearTimeout(this.pongDue);
    let frame: Frame;
    try {
      frame = JSON.parse(String(event.data)) as Frame;
    } catch {
      return;
    }
    if (frame.type === 'state') {
      this.attempt = 0;
      this.connects += 1;
      this.handlers.onOnline(true);
    }
    if (frame.type === 'error') {
      const errors = frame.errors as { message?: string }[] | undefined;
      this.lastError = errors?.[0]?.message ?? null;
    }
    this.handlers.onFrame(frame);
  }

  private sendPing(): void {
    this.send({ type: 'ping' });
    window.clearTimeout(this.pongDue);
    this.pongDue = window.setTimeout(() => this.drop(), PONG_TIMEOUT_MS);
  }

  /** Give up on the current socket at once (no answer, or the browser went offline). */
  private drop(): void {
    const socket = this.socket;
    if (!socket) return;
    this.closed(socket, 1006);
    socket.close();
  }

  private closed(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    window.clearInterval(this.ping);
    window.clearTimeout(this.pongDue);
    this.socket = null;
    this.handlers.onOnline(false);
    if (code === REFUSED) {
      this.stopped = true;
      this.handlers.onRefused(this.lastError);
      return;
    }
    const base = BACKOFF_MS[Math.min(this.attempt, BACKOFF_MS.length - 1)];
    this.attempt += 1;
    window.clearTimeout(this.retry);
    this.retry = window.setTimeout(() => this.open(), base + Math.random() * base * 0.3);
  }

  private reconnectNow(): void {
    if (this.stopped || this.socket) return;
    this.attempt = 0;
    this.open();
  }
}
