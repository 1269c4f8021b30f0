import { atom } from '../../../lib/jotai';
import { userDataKey } from '../../../lib/session-storage';

/** The session screen's "Read aloud" chip: off by default, remembered on this device until logout. */
const STORAGE_KEY = userDataKey('practice.read-aloud');

function readStored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

const storedReadAloudAtom = atom<boolean | null>(null);

export const readAloudAtom = atom(
  (get) => get(storedReadAloudAtom) ?? readStored(),
  (_get, set, value: boolean) => {
    set(storedReadAloudAtom, value);
    try {
      window.localStorage.setItem(STORAGE_KEY, value ? 'on' : 'off');
    } catch {
      // Without storage the choice lasts for this visit only.
    }
  },
);
