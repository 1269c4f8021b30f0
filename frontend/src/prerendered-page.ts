import './app-styles';
import { type CarriedFormState, captureFormState, restoreFormState } from './lib/carried-form-state';

/**
 * The entry of the pages whose HTML was rendered at build time (the landing, login and sign-up
 * pages): the page paints, its links work and its fields take input with no script. The app itself
 * (React, the session check, the captcha, the dialogs) starts on the visitor's first interaction,
 * or once the page has been idle for a while after loading, so reading the page never waits for it.
 * The app draws the same markup, so what the visitor did meanwhile carries over: typed values and
 * the focus move to the fields with the same ids, and a button pressed too early (a form's submit
 * included, by click or Enter) is pressed again, found by its place among the page's buttons. A
 * press still held when the markup is replaced is finished on the app's button or link in the same
 * place: the browser's own click would go to neither, its element being gone.
 */
const IDLE_START_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin', 'wheel'] as const;

let started = false;
let pressedButton = -1;
/** The button or link under a pointer that is down, by its place among the page's buttons or links. */
let held: { selector: 'button' | 'a[href]'; index: number } | null = null;

function notePointerDown(event: PointerEvent) {
  const target = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
  const selector = target?.tagName === 'A' ? 'a[href]' : 'button';
  held = target ? { selector, index: [...document.querySelectorAll(selector)].indexOf(target) } : null;
}
const notePointerUp = () => {
  held = null;
};

/**
 * Finishes a press that began on the old markup: at its release the app's element in its place is
 * clicked once (unless the browser's own click reached it), wherever the pointer is then, since the
 * app's markup may sit a little off the old one; a cancelled press (a scroll on a phone) clicks nothing.
 */
function finishHeldPress(press: { selector: string; index: number }) {
  const element = document.querySelectorAll<HTMLElement>(press.selector)[press.index];
  if (!element) return;
  let reached = false;
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Node && element.contains(event.target)) reached = true;
  };
  const onEnd = (event: PointerEvent) => {
    window.removeEventListener('pointerup', onEnd, true);
    window.removeEventListener('pointercancel', onEnd, true);
    setTimeout(() => {
      window.removeEventListener('click', onClick, true);
      if (event.type === 'pointerup' && !reached) element.click();
    }, 0);
  };
  window.addEventListener('click', onClick, true);
  window.addEventListener('pointerup', onEnd, true);
  window.addEventListener('pointercancel', onEnd, true);
}

function rememberPress(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (button) pressedButton = [...document.querySelectorAll('button')].indexOf(button);
}

/** Without the app, a form would be sent by the browser itself (a GET of this page); the app sends it once it runs. */
function holdSubmit(event: SubmitEvent) {
  event.preventDefault();
}

async function start() {
  if (started) return;
  started = true;
  for (const type of INTERACTIONS) window.removeEventListener(type, start, true);
  const root = document.getElementById('root');
  let carried: CarriedFormState | null = null;
  let committed = false;
  let mountApp: typeof import('./mount-app').mountApp;
  try {
    ({ mountApp } = await import('./mount-app'));
  } catch (failure) {
    // The app's code did not arrive (a dropped connection): the next interaction tries again, and what was pressed meanwhile is kept.
    console.error('Failed to load the app', failure);
    started = false;
    for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
    return;
  }
  await mountApp({
    knownVisitor: root?.dataset.session === 'visitor',
    beforeFirstCommit: () => {
      if (root) carried = captureFormState(root);
    },
    // In the commit's own task: a key pressed just after it reaches the field that has the focus again.
    // From here on the app's own handlers answer presses and submits: none is recorded to be repeated.
    afterFirstCommit: () => {
      if (committed) return; // StrictMode runs a first layout effect twice in development
      committed = true;
      if (carried) restoreFormState(carried);
      for (const [type, listener] of PRE_APP_LISTENERS) window.removeEventListener(type, listener as EventListener, true);
      if (held) finishHeldPress(held);
    },
  });
  // React applies the restored values after their input events; a press repeated before that would send the form empty.
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (pressedButton >= 0) document.querySelectorAll('button')[pressedButton]?.click();
}

/** What the page listens to until the app's first commit. */
const PRE_APP_LISTENERS = [
  ['click', rememberPress],
  ['submit', holdSubmit],
  ['pointerdown', notePointerDown],
  ['pointerup', notePointerUp],
  ['pointercancel', notePointerUp],
] as const;

for (const type of INTERACTIONS) window.addEventListener(type, start, { capture: true, passive: true });
for (const [type, listener] of PRE_APP_LISTENERS) window.addEventListener(type, listener as EventListener, true);

const startWhenIdle = () => {
  const later = () => void start();
  if ('requestIdleCallback' in window) window.requestIdleCallback(later, { timeout: 2000 });
  else later();
};
if (document.readyState === 'complete') setTimeout(startWhenIdle, IDLE_START_MS);
else window.addEventListener('load', () => setTimeout(startWhenIdle, IDLE_START_MS), { once: true });
