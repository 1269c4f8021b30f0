import { useMemo } from 'react';
import { atom, useSetAtom } from '../../lib/jotai';

export type NoticeSeverity = 'error' | 'warn' | 'info' | 'success';

export type Notice = {
  id: number;
  severity: NoticeSeverity;
  message: string;
  /** A sticky notice stays until it is dismissed. */
  sticky: boolean;
};

export type NoticeInput = { message: string; severity?: NoticeSeverity; sticky?: boolean };

/** Document 1, §8 and §9: the global notice hides itself after 7 seconds unless sticky. */
export const NOTICE_AUTO_HIDE_MS = 7000;
const MAX_NOTICES = 3;

let nextNoticeId = 1;

/** Notices on screen, newest first. */
export const noticesAtom = atom<Notice[]>([]);

/** Shows a notice; the same message shown again replaces the older copy (and restarts its timer). */
export const showNoticeAtom = atom(null, (get, set, input: NoticeInput): number => {
  const notice: Notice = {
    id: nextNoticeId++,
    severity: input.severity ?? 'error',
    message: input.message,
    sticky: input.sticky ?? false,
  };
  const others = get(noticesAtom).filter(
    (existing) => !(existing.message === notice.message && existing.severity === notice.severity),
  );
  set(noticesAtom, [notice, ...others].slice(0, MAX_NOTICES));
  return notice.id;
});

export const dismissNoticeAtom = atom(null, (get, set, id: number) => {
  set(
    noticesAtom,
    get(noticesAtom).filter((notice) => notice.id !== id),
  );
});

export const clearNoticesAtom = atom(null, (_get, set) => set(noticesAtom, []));

/** `notify.error('Failed to load wordbooks.')`, `notify.info(...)`, or `notify.show({...})`. */
export function useNotify() {
  const show = useSetAtom(showNoticeAtom);
  return useMemo(
    () => ({
      show,
      error: (message: string, options?: { sticky?: boolean }) => show({ message, severity: 'error', ...options }),
      warn: (message: string, options?: { sticky?: boolean }) => show({ message, severity: 'warn', ...options }),
      info: (message: string, options?: { sticky?: boolean }) => show({ message, severity: 'info', ...options }),
      success: (message: string, options?: { sticky?: boolean }) => show({ message, severity: 'success', ...options }),
    }),
    [show],
  );
}
