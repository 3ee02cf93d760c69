/** A full reload: what Try Again does when a list could not load. */
export function reloadPage(): void {
  window.location.reload();
}
