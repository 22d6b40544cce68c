import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LIVE } from '@shared/constants';
import type { UserType } from '@shared/domain';
import type { ClientMessage, ServerMessages, ServerMessageType } from '@shared/live';
import { toast } from '@/hooks/use-toast';

/**
 * The page's one live-channel WebSocket (SPEC §7, DESIGN §5). Each area mounts its own provider
 * when it has an identity to announce; components below it subscribe to message types.
 */

type AnyHandler = (data: never) => void;

export interface LiveSocketState {
  connected: boolean;
  /**
   * How many times the socket came back after losing the connection in this provider's life.
   * Events sent while disconnected are lost, so features re-fetch their state when it changes
   * (or use `useLiveSync`).
   */
  reconnectCount: number;
  /** Sends only while the socket is open; returns false when the message was dropped. */
  send: (message: ClientMessage) => boolean;
}

interface LiveSocketContextValue extends LiveSocketState {
  subscribe: <T extends ServerMessageType>(type: T, handler: (data: ServerMessages[T]) => void) => () => void;
  subscribeSync: (listener: () => void) => () => void;
}

const noop = () => {};

// Outside a provider the channel is simply "not connected", so shared components can be
// rendered in an area (or a state, like the admin before login) that has no live channel.
const LiveSocketContext = createContext<LiveSocketContextValue>({
  connected: false,
  reconnectCount: 0,
  send: () => false,
  subscribe: () => noop,
  subscribeSync: () => noop,
});

export interface LiveIdentity {
  userType: UserType;
  userId?: string;
}

interface LiveSocketProviderProps {
  /** Connect only when true; turning it off closes the socket and stops reconnecting. */
  enabled?: boolean;
  /** Sent as `identify` on every open. Changing it opens a new socket so the upgrade carries the new session cookie. */
  identify?: LiveIdentity;
  children: ReactNode;
}

function liveUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}${LIVE.path}`;
}

function parseFrame(raw: unknown): { type: string; data: unknown } | null {
  if (typeof raw !== 'string') return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string') {
      return value as { type: string; data: unknown };
    }
  } catch {
    // Reported by the caller.
  }
  return null;
}

export function LiveSocketProvider({ enabled = true, identify, children }: LiveSocketProviderProps) {
  const [connected, setConnected] = useState(false);
  const [reconnectCount, setReconnectCount] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);
  const [handlers] = useState(() => new Map<string, Set<AnyHandler>>());
  const [syncListeners] = useState(() => new Set<() => void>());

  const userType = identify?.userType;
  const userId = identify?.userId;

  useEffect(() => {
    if (!enabled) return;

    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // True once a socket of this run has closed: the next successful open is a reconnect.
    let lostConnection = false;
    // One toast per disconnection episode, not one per failed attempt every 3 s.
    let errorToast: { dismiss: () => void } | null = null;

    const dispatch = (raw: unknown) => {
      const frame = parseFrame(raw);
      if (!frame) {
        // warn, not error: an odd frame is not a failure of the page.
        console.warn('Messaggio live non valido, ignorato', raw);
        return;
      }
      // The server joined this socket to its rooms: from now on nothing is missed, but whatever
      // happened before (on first load or while disconnected) never reached the page. `resync`: the
      // server itself missed events (its link to the other instances was down, DESIGN §13).
      if (frame.type === 'identified' || frame.type === 'resync') for (const listener of [...syncListeners]) listener();
      const subscribers = handlers.get(frame.type);
      if (!subscribers) return;
      for (const handler of [...subscribers]) (handler as (data: unknown) => void)(frame.data);
    };

    const connect = () => {
      const ws = new WebSocket(liveUrl());
      socketRef.current = ws;

      ws.onopen = () => {
        setConnected(true);
        errorToast?.dismiss();
        errorToast = null;
        if (userType) {
          const message: ClientMessage = { type: 'identify', data: { userType, ...(userId ? { userId } : {}) } };
          ws.send(JSON.stringify(message));
        }
        if (lostConnection) {
          lostConnection = false;
          setReconnectCount((n) => n + 1);
        }
      };
      ws.onmessage = (event: MessageEvent) => dispatch(event.data);
      ws.onerror = () => {
        if (errorToast) return;
        errorToast = toast({
          variant: 'destructive',
          title: 'Connessione persa',
          description: 'Tentativo di riconnessione in corso...',
        });
      };
      ws.onclose = () => {
        if (socketRef.current === ws) socketRef.current = null;
        if (disposed) return;
        setConnected(false);
        lostConnection = true;
        retryTimer = setTimeout(connect, LIVE.reconnectDelayMs);
      };
    };

    connect();

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      const ws = socketRef.current;
      socketRef.current = null;
      setConnected(false);
      if (!ws) return;
      ws.onmessage = null;
      ws.onerror = null;
      if (ws.readyState === WebSocket.CONNECTING) {
        // Closing a socket that is still connecting makes the browser log an error; wait for it to open.
        ws.onopen = () => ws.close();
      } else {
        ws.onopen = null;
        ws.close();
      }
    };
  }, [enabled, userType, userId, handlers, syncListeners]);

  const send = useCallback((message: ClientMessage) => {
    const ws = socketRef.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(message));
    return true;
  }, []);

  const subscribe = useCallback(
    <T extends ServerMessageType>(type: T, handler: (data: ServerMessages[T]) => void) => {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      const entry = handler as AnyHandler;
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    [handlers],
  );

  const subscribeSync = useCallback(
    (listener: () => void) => {
      syncListeners.add(listener);
      return () => {
        syncListeners.delete(listener);
      };
    },
    [syncListeners],
  );

  const value = useMemo(
    () => ({ connected, reconnectCount, send, subscribe, subscribeSync }),
    [connected, reconnectCount, send, subscribe, subscribeSync],
  );

  return <LiveSocketContext.Provider value={value}>{children}</LiveSocketContext.Provider>;
}

export function useLiveSocket(): LiveSocketState {
  const { connected, reconnectCount, send } = useContext(LiveSocketContext);
  return { connected, reconnectCount, send };
}

/** Calls `handler` with the data of every `type` message; the latest handler is always used. */
export function useLiveMessage<T extends ServerMessageType>(
  type: T,
  handler: (data: ServerMessages[T]) => void,
): void {
  const { subscribe } = useContext(LiveSocketContext);
  const onMessage = useEffectEvent(handler);
  useEffect(() => subscribe(type, (data) => onMessage(data)), [subscribe, type]);
}

/**
 * Calls `listener` each time the server confirms the socket's identity — on the first connection and
 * after every reconnection — and when the server says it missed events (`resync`). Events published before that moment never reached the page, so this is
 * where a feature re-reads its state from the server (DESIGN §5).
 */
export function useLiveSync(listener: () => void): void {
  const { subscribeSync } = useContext(LiveSocketContext);
  const onSync = useEffectEvent(listener);
  useEffect(() => subscribeSync(() => onSync()), [subscribeSync]);
}
