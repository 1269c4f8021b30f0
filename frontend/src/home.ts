import './app-styles';

/**
 * The entry of `/`, whose HTML already carries the landing page (pre-rendered at build time): the
 * page paints and its links work with no script. The app itself (React, the session check, the
 * dialogs, the learner's top bar) starts on the visitor's first interaction, or once the page has
 * been idle for a while after loading, so reading the page never waits for it. A button pressed
 * before the app ran is pressed again once it has: the markup is the same, so its place among the
 * page's buttons finds it.
 */
const IDLE_START_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

let started = false;
let pressedButton = -1;

function rememberPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pressedButton = [...document.querySelectorAll('button')].indexOf(button);
}

async function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  const { mountApp } = await import('./mount-app');
  // Once React has replaced the pre-rendered markup and run its effects, repeat a press that came too early.
  await mountApp();
  window.removeEventListener('click', rememberPress, true);
  if (pressedButton >= 0) document.querySelectorAll('button')[pressedButton]?.click();
}

for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
window.addEventListener('click', rememberPress, true);

const startWhenIdle = () => {
  const later = () => void start();
  if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 2000 });
  else later();
};
if (document.readyState === 'complete') setTimeout(startWhenIdle, IDLE_START_MS);
else window.addEventListener('load', () => setTimeout(startWhenIdle, IDLE_START_MS), { once: true });
