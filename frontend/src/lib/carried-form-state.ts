/**
 * What a visitor did to a pre-rendered page's form before the app replaced its markup: the values
 * typed or ticked, and the field that had the focus. The app draws the same form with the same ids,
 * so each value is carried to the field with the same id.
 */
export type CarriedFormState = {
  fields: { id: string; value: string; checked: boolean; toggle: boolean }[];
  focusedId: string | null;
  selection: [number, number] | null;
};

type Field = HTMLInputElement | HTMLTextAreaElement;

const isField = (element: Element | null): element is Field => element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
const isToggle = (field: Field) => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Reads the fields under `root` that differ from how the page was drawn. */
export function captureFormState(root: HTMLElement): CarriedFormState {
  const fields: CarriedFormState['fields'] = [];
  for (const field of root.querySelectorAll('input[id], textarea[id]')) {
    if (!isField(field)) continue;
    const toggle = isToggle(field);
    const changed = toggle ? (field as HTMLInputElement).checked !== (field as HTMLInputElement).defaultChecked : field.value !== field.defaultValue;
    if (changed) fields.push({ id: field.id, value: field.value, checked: toggle && (field as HTMLInputElement).checked, toggle });
  }
  const focused = document.activeElement;
  const inRoot = focused instanceof HTMLElement && focused.id && root.contains(focused);
  let selection: CarriedFormState['selection'] = null;
  if (inRoot && isField(focused) && !isToggle(focused)) {
    try {
      selection = focused.selectionStart === null ? null : [focused.selectionStart, focused.selectionEnd ?? focused.selectionStart];
    } catch {
      selection = null; // input types without a text selection (e-mail in some browsers)
    }
  }
  return { fields, focusedId: inRoot ? focused.id : null, selection };
}

/**
 * Puts the carried values into the app's fields as if typed (through the input element's own value
 * setter and an input event, so React's change handlers see them), ticks what was ticked, and
 * gives the focus back.
 */
export function restoreFormState(state: CarriedFormState): void {
  for (const carried of state.fields) {
    const field = document.getElementById(carried.id);
    if (!isField(field)) continue;
    if (carried.toggle) {
      if ((field as HTMLInputElement).checked !== carried.checked) field.click();
      continue;
    }
    if (field.value === carried.value) continue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, carried.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  const focused = state.focusedId ? document.getElementById(state.focusedId) : null;
  if (!focused || document.activeElement === focused) return;
  focused.focus();
  if (state.selection && isField(focused)) {
    try {
      focused.setSelectionRange(...state.selection);
    } catch {
      // an input type without a text selection
    }
  }
}
