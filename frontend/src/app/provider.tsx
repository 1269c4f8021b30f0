import { type APIOptions, PrimeReactProvider } from 'primereact/api';
import type { ReactNode } from 'react';
import { appStore, Provider as JotaiProvider } from '../lib/jotai';

/**
 * PrimeReact's settings, and two corrections of its markup for screen readers (axe): a
 * dropdown's hidden native select and its trigger repeat what its labelled focus input says, so
 * they leave the accessibility tree; a switch is its own input (role switch), so its wrapper is
 * not a second checkbox around it.
 */
const PRIME_SETTINGS: Partial<APIOptions> = {
  ripple: false,
  cssTransition: true,
  hideOverlaysOnDocumentScrolling: false,
  pt: {
    dropdown: { select: { 'aria-hidden': true }, trigger: { 'aria-hidden': true } },
    inputswitch: { root: { role: undefined, 'aria-checked': undefined } },
  },
};

/** The app-wide providers: the one jotai store and PrimeReact's settings. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={appStore}>
      <PrimeReactProvider value={PRIME_SETTINGS}>{children}</PrimeReactProvider>
    </JotaiProvider>
  );
}
