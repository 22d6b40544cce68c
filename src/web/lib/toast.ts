import type { ReactElement, ReactNode } from 'react';

/** spec §9: at most one toast visible; a new one replaces the current one. */
const TOAST_LIMIT = 1;
// Long enough for the exit animation, short enough that dismissed toasts do not pile up in memory.
const TOAST_REMOVE_DELAY_MS = 1_000;

/**
 * One toast as the store keeps it: what the Toaster (components/ui/toaster.tsx) hands to Radix's toast. Declared
 * here rather than taken from the component, so that the store, which code outside React calls (the query client,
 * the live socket), depends on no component.
 */
interface ToasterToast {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactElement;
  variant?: 'default' | 'destructive';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

interface State {
  toasts: ToasterToast[];
}

let count = 0;
function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return String(count);
}

const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatchToast({ type: 'REMOVE_TOAST', toastId });
  }, TOAST_REMOVE_DELAY_MS);
  removeTimeouts.set(toastId, timeout);
}

export function reducer(state: State, action: Action): State {
  switch (action.type) {
    case 'ADD_TOAST':
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };
    case 'DISMISS_TOAST': {
      const { toastId } = action;
      return {
        ...state,
        toasts: state.toasts.map((t) => (toastId === undefined || t.id === toastId ? { ...t, open: false } : t)),
      };
    }
    case 'REMOVE_TOAST':
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

// A module-level store so `toast()` works outside React (query error handlers, the live socket).
const listeners = new Set<(state: State) => void>();
let memoryState: State = { toasts: [] };

function dispatchToast(action: Action): void {
  memoryState = reducer(memoryState, action);
  // Side effect kept out of the reducer so the reducer stays pure and testable.
  if (action.type === 'DISMISS_TOAST') {
    for (const t of memoryState.toasts) {
      if (action.toastId === undefined || t.id === action.toastId) scheduleRemoval(t.id);
    }
  }
  for (const listener of listeners) listener(memoryState);
}

type Toast = Omit<ToasterToast, 'id'>;

export function toast(props: Toast) {
  const id = genId();
  const update = (next: Partial<ToasterToast>) => dispatchToast({ type: 'UPDATE_TOAST', toast: { ...next, id } });
  const dismiss = () => dispatchToast({ type: 'DISMISS_TOAST', toastId: id });

  dispatchToast({
    type: 'ADD_TOAST',
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
        props.onOpenChange?.(open);
      },
    },
  });

  return { id, dismiss, update };
}

export function subscribeToToasts(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

export const toastsSnapshot = () => memoryState;

export type { ToasterToast };
