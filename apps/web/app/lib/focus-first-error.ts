/**
 * The fields with a message: most Mantine inputs mark themselves aria-invalid, but PasswordInput marks its
 * inner input only with data-invalid, so a wrong or missing password would not be found by aria-invalid alone.
 */
const INVALID_FIELD = '[aria-invalid="true"], input[data-invalid="true"]';

/** After a failed submit, move the keyboard focus to the first field that has a message. */
export function focusFirstError(
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.body,
) {
  if (!root) return;
  // Wait for the messages to render.
  requestAnimationFrame(() => {
    root.querySelector<HTMLElement>(INVALID_FIELD)?.focus();
  });
}
