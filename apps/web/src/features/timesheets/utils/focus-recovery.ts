const SETTLE_MS = 1500;
const CHECK_EVERY_MS = 100;

/** Whether the keyboard focus is nowhere useful: on the page itself, or on a control now disabled or gone. */
export function isFocusLost(active: Element | null = document.activeElement): boolean {
  return !active || active === document.body || !active.isConnected || active.matches(':disabled');
}

/**
 * After an action whose control may be disabled or removed by its outcome (a save, a submit, a period change,
 * a dismissed alert, a dialog closing), moves the focus where the person goes on, but only if it was lost:
 * the next Tab would otherwise start again at 'Skip to main content'. Watches while the page settles.
 */
export function recoverFocusWhenLost(focusTarget: () => void): void {
  const startedAt = Date.now();
  const check = () => {
    if (isFocusLost()) {
      focusTarget();
      return;
    }
    if (Date.now() - startedAt < SETTLE_MS) setTimeout(check, CHECK_EVERY_MS);
  };
  setTimeout(check, 0);
}

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** Whether Tab stops on the element: focusable in order, enabled, shown and not made inert. */
function isTabbable(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !element.matches(':disabled') &&
    element.closest('[inert]') === null &&
    element.getClientRects().length > 0 &&
    getComputedStyle(element).visibility !== 'hidden'
  );
}

/** The first element Tab stops on after the whole of `container` (none of its own), or null when none follows. */
export function firstTabbableAfter(container: Element): HTMLElement | null {
  for (const candidate of document.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    const follows = container.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING;
    if (follows && !container.contains(candidate) && isTabbable(candidate)) return candidate;
  }
  return null;
}
