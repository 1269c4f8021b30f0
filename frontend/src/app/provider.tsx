import { PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { appStore, Provider as JotaiProvider } from '../lib/jotai';

/** The app-wide providers: the one jotai store and PrimeReact's settings. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <PrimeReactProvider value={{ ripple: false, cssTransition: true, hideOverlaysOnDocumentScrolling: false }}>{children}</PrimeReactProvider>
    </JotaiProvider>
  );
}
