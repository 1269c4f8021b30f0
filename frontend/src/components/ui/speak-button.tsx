import { useEffect, useState } from 'react';
import { canSpeak, speak } from '../../lib/speech';
import { Button } from './button';

/** Re-checks when the browser announces its voices (Chromium lists them late). */
function useCanSpeak(): boolean {
  const [able, setAble] = useState(canSpeak);
  useEffect(() => {
    const speech = 'speechSynthesis' in window ? window.speechSynthesis : null;
    if (!speech) return undefined;
    const update = () => setAble(canSpeak());
    speech.addEventListener('voiceschanged', update);
    return () => speech.removeEventListener('voiceschanged', update);
  }, []);
  return able;
}

/** A speaker button that reads the word aloud; not drawn where the browser cannot speak English. */
export function SpeakButton({ text, className }: { text: string; className?: string }) {
  const able = useCanSpeak();
  if (!able) return null;
  return (
    <Button
      icon="pi pi-volume-up"
      variant="text"
      size="small"
      type="button"
      aria-label={`Listen to “${text}”`}
      title="Listen"
      className={['speak-button', className].filter(Boolean).join(' ')}
      onClick={() => speak(text)}
    />
  );
}
