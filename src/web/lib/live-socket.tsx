import { createContext, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { LIVE } from '@shared/constants';
import type { UserType } from '@shared/domain';
import type { ClientMessage, ServerMessages, ServerMessageType } from '@shared/live';
import { t } from '@/i18n/i18n';
import { showErrorToast } from './error-toast';

/**
 * The page's one live-channel WebSocket (spec §7, design §5). Each area mounts its own provider
 * when it has an identity to announce; components below it subscribe to message types.
 */

type AnyHandler = (data: never) => void;

/**
 * `identified` once the server has confirmed who this socket is and joined it to its rooms: only from then on do
 * events reach the page. `connecting` until then (also while the identity is being confirmed), `closed` after a
 * lost connection until the next attempt. Mirrored on `<html data-live>` for end-to-end tests to wait on.
 */
export type LiveStatus = 'connecting' | 'identified' | 'closed';

export interface LiveSocketState {
  status: LiveStatus;
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
  status: 'closed',
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
  const [status, setStatus] = useState<LiveStatus>('connecting');
  const socketRef = useRef<WebSocket | null>(null);
  const [handlers] = useState(() => new Map<string, Set<AnyHandler>>());
  const [syncListeners] = useState(() => new Set<() => void>());

  const userType = identify?.userType;
  const userId = identify?.userId;

  useEffect(() => {
    if (!enabled) return;

    let disposed = false;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    // One toast per disconnection episode, not one per failed attempt every 3 s.
    let errorToast: { dismiss: () => void } | null = null;

    const resync = () => {
      for (const listener of [...syncListeners]) listener();
    };

    const dispatch = (raw: unknown) => {
      const frame = parseFrame(raw);
      if (!frame) {
        // warn, not error: an odd frame is not a failure of the page.
        console.warn('Messaggio live non valido, ignorato', raw);
        return;
      }
      // The server joined this socket to its rooms: from now on nothing is missed, but whatever
      // happened before (on first load or while disconnected) never reached the page. `resync`: the
      // server itself missed events (its link to the other instances was down, design §13).
      if (frame.type === 'identified') {
        setStatus('identified');
        resync();
      }
      if (frame.type === 'resync') resync();
      const subscribers = handlers.get(frame.type);
      if (!subscribers) return;
      for (const handler of [...subscribers]) (handler as (data: unknown) => void)(frame.data);
    };

    const connect = () => {
      const ws = new WebSocket(liveUrl());
      socketRef.current = ws;
      setStatus('connecting');

      ws.onopen = () => {
        errorToast?.dismiss();
        errorToast = null;
        if (userType) {
          const message: ClientMessage = { type: 'identify', data: { userType, ...(userId ? { userId } : {}) } };
          ws.send(JSON.stringify(message));
        }
      };
      ws.onmessage = (event: MessageEvent) => dispatch(event.data);
      ws.onerror = () => {
        if (errorToast) return;
        errorToast = showErrorToast(t('live.lostTitle'), t('live.lostText'));
      };
      ws.onclose = (event) => {
        if (socketRef.current === ws) socketRef.current = null;
        if (disposed) return;
        setStatus('closed');
        // The server ended a session this socket carried (signed out elsewhere, a driver deleted by the office).
        // Re-reading the area's data answers 401 if it was this area's, and the area signs out (useOnUnauthorized).
        if (event.code === LIVE.sessionEndedCloseCode) resync();
        // A newer page of the same session took this one's place (design §13): reconnecting would close another.
        if (event.code === LIVE.replacedCloseCode) return;
        retryTimer = setTimeout(connect, LIVE.reconnectDelayMs);
      };
    };

    connect();

    return () => {
      disposed = true;
      clearTimeout(retryTimer);
      const ws = socketRef.current;
      socketRef.current = null;
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

  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    root.dataset.live = status;
    return () => {
      delete root.dataset.live;
    };
  }, [enabled, status]);

  const value = useMemo(() => ({ status, send, subscribe, subscribeSync }), [status, send, subscribe, subscribeSync]);

  return <LiveSocketContext.Provider value={value}>{children}</LiveSocketContext.Provider>;
}

export function useLiveSocket(): LiveSocketState {
  const { status, send } = useContext(LiveSocketContext);
  return { status, send };
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
 * where a feature re-reads its state from the server (design §5).
 */
export function useLiveSync(listener: () => void): void {
  const { subscribeSync } = useContext(LiveSocketContext);
  const onSync = useEffectEvent(listener);
  useEffect(() => subscribeSync(() => onSync()), [subscribeSync]);
}
