/** Attribute on the toaster's root, so overlays can tell a click on a toast from an outside click. */
export const TOASTER_ATTRIBUTE = 'data-gc-toaster';

export function isInsideToaster(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${TOASTER_ATTRIBUTE}]`) !== null;
}
