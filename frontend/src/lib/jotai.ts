/**
 * The one module that imports jotai (after Excalidraw's app-jotai): features import their
 * atom helpers from here, and the app mounts the one store below.
 */
import { atom, createStore, Provider, useAtom, useAtomValue, useSetAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';

/** An atom kept in localStorage, for choices a learner expects the app to remember on this device. */
export { atom, atomWithStorage, createStore, Provider, useAtom, useAtomValue, useSetAtom };
export type { Atom, PrimitiveAtom, WritableAtom } from 'jotai';

/** The application's single store. Tests create their own with `createStore()`. */
export const appStore = createStore();
