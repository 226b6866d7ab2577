// The alert bus: any remote raises an alert, the shell's toast shows it (success and error clear after a moment).
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type AlertType = 'loading' | 'info' | 'success' | 'error';

interface Alert {
  type: AlertType;
  msg: string;
  /** Increases with every alert, so the same message twice still restarts the timer. */
  seq: number;
}

export const alertAtom = atom<Alert | null>(null);
let seq = 0;

export function useAlerts() {
  const set = useSetAtom(alertAtom);
  const show = useCallback((type: AlertType, msg: string) => set({ type, msg, seq: ++seq }), [set]);
  const clear = useCallback(() => set(null), [set]);
  return { show, clear };
}
