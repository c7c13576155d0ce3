/**
 * The TV player page (GET /signage/{identifier}, served by the signage plugin, not the
 * shell): plays the TV's stream full screen and carries out the commands the server
 * pushes. The key comes in the address fragment (#key=…, never sent to the server in a
 * request line) and is kept in localStorage so a restarted TV finds it again.
 *
 * Commands (plugins/signage/schemas.py COMMAND_TYPES): reload (start the stream over),
 * message (data.text for data.duration seconds, default 10), segment (jump to data.id),
 * pause, play. Each is answered with {"type": "done"}.
 *
 * window.__SIGNAGE__ lets browser tests read what the player did.
 */
import { Connection, type Frame } from './connection';
import { Playlist, type Segment } from './playlist';
import { CSS } from './styles';
import { TEXTS } from './texts';

interface Command {
  type: string;
  data?: Record<string, unknown>;
}

const MESSAGE_SECONDS = 10;

function element(tag: string, className: string, parent: HTMLElement): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  parent.append(node);
  return node;
}

function keyFor(identifier: string): string | null {
  const storageKey = `tresen.signage.${identifier}`;
  const fromHash = new URLSearchParams(window.location.hash.slice(1)).get('key');
  try {
    if (fromHash) window.localStorage.setItem(storageKey, fromHash);
    return fromHash ?? window.localStorage.getItem(storageKey);
  } catch {
    return fromHash;
  }
}

function start(root: HTMLElement): void {
  const identifier = root.dataset.identifier ?? '';
  const style = document.createElement('style');
  style.textContent = CSS;
  document.head.append(style);
  root.setAttribute('aria-label', TEXTS.label);
  const stage = element('div', 'stage', root);
  const message = element('p', 'message', root);
  message.setAttribute('role', 'status');
  const notice = element('p', 'notice', root);
  notice.setAttribute('role', 'status');
  notice.textContent = TEXTS.connecting;

  const seen = { commands: [] as Command[], shown: [] as number[], state: null as Frame | null, connection: null as Connection | null };
  (window as unknown as { __SIGNAGE__: typeof seen }).__SIGNAGE__ = seen;

  const key = keyFor(identifier);
  if (!key) {
    notice.textContent = TEXTS.noKey;
    return;
  }

  let messageTimer: number | undefined;
  const playlist = new Playlist(stage, (segment) => {
    if (segment) seen.shown.push(segment.id);
  });

  const carryOut = (command: Command): void => {
    const data = command.data ?? {};
    if (command.type === 'reload') playlist.restart();
    if (command.type === 'segment') playlist.jump(Number(data.id));
    if (command.type === 'pause') {
      playlist.pause();
      root.dataset.paused = 'true';
    }
    if (command.type === 'play') {
      playlist.play();
      delete root.dataset.paused;
    }
    if (command.type === 'message') {
      window.clearTimeout(messageTimer);
      message.textContent = String(data.text ?? '');
      const seconds = Number(data.duration) > 0 ? Number(data.duration) : MESSAGE_SECONDS;
      messageTimer = window.setTimeout(() => (message.textContent = ''), seconds * 1000);
    }
    seen.commands.push(command);
  };

  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const connection = new Connection(`${scheme}//${window.location.host}/api/signage/${encodeURIComponent(identifier)}/socket`, key, {
    onFrame(frame) {
      if (frame.type === 'state') {
        seen.state = frame;
        const segments = (frame.segments as Segment[] | undefined) ?? [];
        playlist.load(segments);
        if (!segments.length) stage.replaceChildren(Object.assign(document.createElement('p'), { className: 'card', textContent: TEXTS.noStream }));
      } else if (frame.type === 'command') {
        carryOut(frame.command as Command);
        connection.send({ type: 'done' });
      }
    },
    onOnline(online) {
      root.dataset.connection = online ? 'online' : 'offline';
      notice.textContent = online ? '' : TEXTS.offline;
    },
    onRefused(text) {
      notice.textContent = text ?? TEXTS.noKey;
    },
  });
  seen.connection = connection;
  connection.open();
}

const root = document.getElementById('signage-player');
if (root) start(root);
