import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

interface MobileMenu {
  open: boolean;
  show: () => void;
  hide: () => void;
}

const MobileMenuContext = createContext<MobileMenu | null>(null);

/** The side panel's state, shared by the burger, the bottom menu's "Menu" button and the panel. */
export function MobileMenuProvider({ children }: { children: ReactNode }) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const { pathname } = useLocation();
  // The panel belongs to the page it was opened on: going to another page closes it.
  const open = openAt === pathname;
  const show = useCallback(() => setOpenAt(pathname), [pathname]);
  const hide = useCallback(() => setOpenAt(null), []);
  const value = useMemo(() => ({ open, show, hide }), [open, show, hide]);
  return <MobileMenuContext.Provider value={value}>{children}</MobileMenuContext.Provider>;
}

export function useMobileMenu(): MobileMenu {
  const menu = useContext(MobileMenuContext);
  if (!menu) throw new Error('useMobileMenu() must be used inside <MobileMenuProvider>');
  return menu;
}
