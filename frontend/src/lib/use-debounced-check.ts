import { useCallback, useEffect, useRef, useState } from 'react';
import { NEUTRAL, type FieldFeedback } from '../components/ui/form-field';

/** Document 1, §4: name, username and e-mail checks wait 500 ms after the last keystroke. */
export const CHECK_DEBOUNCE_MS = 500;

/**
 * A field's feedback: editing resets it to neutral; `delay` ms after the last edit `check` runs
 * (its own local rule first, then the server) and its answer becomes the feedback. A check that
 * an edit overtook is aborted and its answer dropped. Nothing runs until `armed` (the first edit).
 */
export function useDebouncedCheck(
  value: string,
  check: (value: string, signal: AbortSignal) => FieldFeedback | Promise<FieldFeedback>,
  { armed, delay = CHECK_DEBOUNCE_MS }: { armed: boolean; delay?: number },
) {
  const [feedback, setFeedback] = useState<FieldFeedback>(NEUTRAL);
  const checkRef = useRef(check);
  checkRef.current = check;

  useEffect(() => {
    if (!armed) return undefined;
    setFeedback(NEUTRAL);
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      const result = checkRef.current(value, controller.signal);
      if (!(result instanceof Promise)) {
        setFeedback(result);
        return;
      }
      setFeedback({ status: 'checking' });
      result.then(
        (answer) => {
          if (!controller.signal.aborted) setFeedback(answer);
        },
        () => undefined,
      );
    }, delay);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [value, armed, delay]);

  const override = useCallback((next: FieldFeedback) => setFeedback(next), []);
  return [feedback, override] as const;
}
