// "Apply" on any page asks for a dialog of mfe-applications; the shell mounts its dialog host on the first request.
import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

type ApplicationKind = 'card' | 'vacancy' | 'general' | 'credit' | 'deposit';

export interface ApplicationRequest {
  kind: ApplicationKind;
  /** The product's title, prefilled as nameProduct. */
  productName?: string;
  productId?: number;
  /** A card product's network (VISA, MASTERCARD, KORTI_MILLI), prefilled as the card type. */
  paymentSystem?: string;
  /** The chosen vacancy's title, only displayed. */
  vacancyTitle?: string;
  /** Sum and term the visitor set in a calculator. */
  amount?: number;
  months?: number;
}

export const applicationRequestAtom = atom<ApplicationRequest | null>(null);

export function useOpenApplication() {
  const set = useSetAtom(applicationRequestAtom);
  return useCallback((request: ApplicationRequest) => set({ ...request }), [set]);
}
