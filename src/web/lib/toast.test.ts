import { describe, expect, it } from 'vitest';
import { reducer } from './toast';

describe('toast reducer', () => {
  it('keeps only the newest toast visible (spec §9: one at a time)', () => {
    let state: ReturnType<typeof reducer> = { toasts: [] };
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '1', title: 'Uno' } });
    state = reducer(state, { type: 'ADD_TOAST', toast: { id: '2', title: 'Due' } });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('closes on dismiss and drops on remove', () => {
    let state = reducer({ toasts: [] }, { type: 'ADD_TOAST', toast: { id: '1', open: true } });
    state = reducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0]?.open).toBe(false);
    expect(reducer(state, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([]);
  });
});
