/**
 * One server-push connection per open back office (GET /api/live, Server-Sent Events):
 * new orders and status changes of the staff member's branches. A lost connection shows a
 * notice and reconnects; a new order plays a sound and counts in the menu badge until the
 * orders screen is looked at. Closed on logout (closeLive) before the session ends.
 * A plugin switched on or off (`event: plugins`, `data: {"enabled": [ids]}`) makes the
 * shell read /api/init and the areas again: the plugins' UI follows without a reload
 * (usePluginSync).
 */
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { INIT_KEY } from '../query';

export interface OrderEvent {
  id: number;
  branchId: number;
  status: string;
  change: 'created' | 'status';
}

interface LiveValue {
  /** Counts up on every event (screens refetch on change). */
  version: number;
  unseen: number;
  connected: boolean;
  seen(): void;
}

const LiveContext = createContext<LiveValue>({ version: 0, unseen: 0, connected: false, seen: () => undefined });
let current: EventSource | null = null;

export function closeLive(): void {
  current?.close();
  current = null;
}

function beep(): void {
  try {
    const Context = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Context) return;
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.value = 0.1;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.25);
    tone.onended = () => void audio.close();
  } catch {
    // no sound available: the badge still counts
  }
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const [version, setVersion] = useState(0);
  const [unseen, setUnseen] = useState(0);
  const [connected, setConnected] = useState(false);
  const [lost, setLost] = useState(false);
  const retry = useRef<number | undefined>(undefined);
  const queryClient = useQueryClient();

  useEffect(() => {
    let stopped = false;
    const open = () => {
      const source = new EventSource('/api/live');
      current = source;
      source.addEventListener('ready', () => {
        setConnected(true);
        setLost((was) => {
          if (was) setVersion((v) => v + 1); // catch up on what happened while away
          return false;
        });
      });
      source.addEventListener('order', (event) => {
        const data = JSON.parse((event as MessageEvent).data) as OrderEvent;
        setVersion((v) => v + 1);
        if (data.change === 'created') {
          setUnseen((n) => n + 1);
          beep();
        }
      });
      source.addEventListener('resync', () => setVersion((v) => v + 1));
      source.addEventListener('plugins', () => {
        for (const queryKey of [INIT_KEY, ['backend', 'openapi'], ['backend', 'permissions'], ['backend', 'plugins']]) {
          void queryClient.invalidateQueries({ queryKey });
        }
      });
      source.onerror = () => {
        setConnected(false);
        setLost(true);
        if (source.readyState === EventSource.CLOSED && !stopped) {
          // the server answered with an error status: EventSource gives up, we do not
          retry.current = window.setTimeout(open, 3000);
        }
      };
    };
    open();
    return () => {
      stopped = true;
      window.clearTimeout(retry.current);
      closeLive();
    };
  }, [queryClient]);

  const seen = useCallback(() => setUnseen(0), []);
  const value = useMemo(() => ({ version, unseen, connected, seen }), [version, unseen, connected, seen]);
  return (
    <LiveContext.Provider value={value}>
      {lost ? (
        // Above the app bar and the screen, where staff look: a plain div sat under the bar.
        <Alert role="status" severity="warning" variant="filled" data-testid="live-lost" sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, mx: 'auto', maxWidth: 640, zIndex: (theme) => theme.zIndex.snackbar }}>
          Verbindung unterbrochen – neue Bestellungen erscheinen, sobald sie wiederhergestellt ist …
        </Alert>
      ) : null}
      {children}
    </LiveContext.Provider>
  );
}

export function useLive(): LiveValue {
  return useContext(LiveContext);
}
