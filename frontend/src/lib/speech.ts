/**
 * Reading a word aloud with the browser's Web Speech API, in an English voice. Where the browser
 * has no speech synthesis (or, once its voices are known, no English one) nothing is offered.
 */

const synth = (): SpeechSynthesis | null => (typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null);

const isEnglish = (voice: SpeechSynthesisVoice) => voice.lang.toLowerCase().startsWith('en');

/** An English voice, preferring US then any; null when the voices are not known yet. */
function englishVoice(voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  return voices.find((v) => v.lang.toLowerCase() === 'en-us') ?? voices.find(isEnglish) ?? null;
}

/**
 * Whether a word can be read aloud: the API exists, and the voice list (which Chromium fills in
 * late, or never without voices installed) is either still unknown or holds an English voice.
 */
export function canSpeak(): boolean {
  const speech = synth();
  if (!speech || typeof window.SpeechSynthesisUtterance !== 'function') return false;
  const voices = speech.getVoices();
  return voices.length === 0 || voices.some(isEnglish);
}

/** Reads the text aloud, cutting off whatever was being read. */
export function speak(text: string): void {
  const speech = synth();
  if (!speech || !text.trim()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = 'en-US';
  const voice = englishVoice(speech.getVoices());
  if (voice) utterance.voice = voice;
  utterance.rate = 0.9;
  speech.cancel();
  speech.speak(utterance);
}
