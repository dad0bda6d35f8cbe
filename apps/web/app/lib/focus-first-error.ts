/** After a failed submit, move the keyboard focus to the first field that has a message. */
export function focusFirstError(
  root: HTMLElement | null = typeof document === 'undefined' ? null : document.body,
) {
  if (!root) return;
  // Wait for the messages to render.
  requestAnimationFrame(() => {
    root.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
