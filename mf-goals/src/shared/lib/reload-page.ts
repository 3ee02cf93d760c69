/** A full reload: the product's answer to a list that could not load (SPEC §2). */
export function reloadPage(): void {
  window.location.reload();
}
