import { useEffect, useState } from 'react';
import { LOADING_BAR_STEP_MS, nextLoadingValue } from '../lib/loading-bar';

/** The loading bar's value while `loading` (7 % every 60 ms up to 90); back to 0 when it stops. */
export function useLoadingBar(loading: boolean): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    setValue(0);
    if (!loading) return;
    const timer = setInterval(() => setValue((current) => nextLoadingValue(current)), LOADING_BAR_STEP_MS);
    return () => clearInterval(timer);
  }, [loading]);
  return value;
}
