// @vitest-environment happy-dom
import { act } from '@testing-library/react';
import { type ChangeEvent, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { captureFormState, restoreFormState } from './carried-form-state';

/** A controlled form like the login form: what React holds is written out, so a test sees what the app would send. */
function LoginLikeForm() {
  const [name, setName] = useState('');
  const [remember, setRemember] = useState(false);
  return createElement(
    'form',
    null,
    createElement('input', { id: 'name', value: name, onChange: (event: ChangeEvent<HTMLInputElement>) => setName(event.target.value) }),
    createElement('input', { id: 'other', defaultValue: '' }),
    createElement('input', { id: 'remember', type: 'checkbox', checked: remember, onChange: (event: ChangeEvent<HTMLInputElement>) => setRemember(event.target.checked) }),
    createElement('output', { id: 'held' }, `${name}|${String(remember)}`),
  );
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** The page as the server sent it: the form's HTML, before any script. */
function prerenderedPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(createElement(LoginLikeForm));
  document.body.append(container);
  return container;
}

describe('carried form state', () => {
  it('hands what was typed and ticked before the app ran to the app, and gives the focus back', async () => {
    const container = prerenderedPage();
    const typed = container.querySelector<HTMLInputElement>('#name')!;
    typed.value = 'ana.lima';
    typed.focus();
    typed.setSelectionRange(3, 3);
    container.querySelector<HTMLInputElement>('#remember')!.checked = true;

    const carried = captureFormState(container);
    expect(carried.fields.map((field) => field.id)).toEqual(['name', 'remember']);
    await act(async () => {
      root = createRoot(container);
      root.render(createElement(LoginLikeForm));
    });
    expect(container.querySelector('#held')?.textContent).toBe('|false');

    await act(async () => restoreFormState(carried));
    expect(container.querySelector('#held')?.textContent).toBe('ana.lima|true');
    const field = container.querySelector<HTMLInputElement>('#name')!;
    expect(field).not.toBe(typed);
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([3, 3]);
  });

  it('carries nothing from a form left as it was drawn', () => {
    expect(captureFormState(prerenderedPage())).toEqual({ fields: [], focusedId: null, selection: null });
  });
});
