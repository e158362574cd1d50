/**
 * Moves the focus to the first field marked invalid in a form, once React has drawn the messages:
 * on a long form the field may be far from the button that was pressed.
 */
export function focusFirstInvalid(form: HTMLFormElement | null) {
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
