import { useEffect, useRef } from 'react';

/** Whether a key press belongs to a field the learner is typing in. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The today page's shortcuts (document 3, §2.4): Q, S and T, ignored while typing in a field, with
 * a modifier held, or while a dialog is open (blocked).
 */
export function useTodayKeys(handlers: { q?: (() => void) | null; s?: (() => void) | null; t?: (() => void) | null }) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return;
      // A dialog on its way out (its mask fading) no longer blocks: the learner has already closed it.
      if (document.querySelector('.p-dialog-mask:not(.p-component-overlay-leave)')) return;
      const handler = current.current[event.key.toLowerCase() as 'q' | 's' | 't'];
      if (!handler) return;
      event.preventDefault();
      handler();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
