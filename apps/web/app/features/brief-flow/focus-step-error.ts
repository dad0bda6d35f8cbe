/**
 * Fields with a message, in page order: inputs that mark themselves invalid, and the messages of groups that do
 * not (a radio or checkbox group marks neither its inputs nor itself; the category grid has no input at all).
 */
const INVALID = [
  '[aria-invalid="true"]',
  'input[data-invalid="true"]',
  '.mantine-InputWrapper-error',
  '[data-brief-error]',
].join(', ');

/** What takes the focus for one message: the field itself, or the chosen (else the first) option of its group. */
function focusTarget(found: HTMLElement): HTMLElement | null {
  if (found.matches('input, textarea, select, button, [tabindex]')) return found;
  const group = found.closest<HTMLElement>('.mantine-InputWrapper-root, [role="radiogroup"], fieldset');
  const scope = group ?? found.parentElement;
  return (
    scope?.querySelector<HTMLElement>('input:checked:not([type="hidden"])') ??
    scope?.querySelector<HTMLElement>(
      'input:not([type="hidden"]):not([disabled]), textarea, button:not([disabled])',
    ) ??
    null
  );
}

/**
 * After a failed step of the brief pop-up, the keyboard focus goes to its first field with a message (the
 * messages render first, hence the frame's wait). Without a root, the open pop-up's own form is searched.
 */
export function focusFirstStepError(root?: HTMLElement | null) {
  if (typeof document === 'undefined') return;
  requestAnimationFrame(() => {
    const scope = root ?? document.querySelector<HTMLElement>('[data-testid="brief-flow"] form');
    const found = scope?.querySelector<HTMLElement>(INVALID);
    if (found) focusTarget(found)?.focus();
  });
}
