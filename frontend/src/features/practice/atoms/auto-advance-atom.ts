import { atom } from '../../../lib/jotai';
import { userDataKey } from '../../../lib/session-storage';

/** The session screen's auto-advance chip: on by default, remembered on this device until logout. */
const STORAGE_KEY = userDataKey('practice.auto-advance');

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

const storedAutoAdvanceAtom = atom<boolean | null>(null);

export const autoAdvanceAtom = atom(
  (get) => get(storedAutoAdvanceAtom) ?? readStored(),
  (_get, set, value: boolean) => {
    set(storedAutoAdvanceAtom, value);
    try {
      window.localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  },
);
