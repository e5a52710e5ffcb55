/**
 * Empties a form's field once its value is sent: a password or MFA code is not left in the page
 * (the input's value) after its request, whatever the answer (docs/security-and-csp.md).
 */
export function clearField(form: HTMLFormElement, name: string): void {
  // A text or password input of the form (no instanceof: the form may live in another window's realm).
  const field = form.elements.namedItem(name) as HTMLInputElement | null;
  if (field) field.value = '';
}
