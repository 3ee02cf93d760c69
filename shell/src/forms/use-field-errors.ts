import { useState } from 'react';

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * When a form's errors show, so they sit under their fields without shouting at the first
 * keystroke: a field's own problem shows once the person has typed in it and left it (or tried
 * to submit), and from then on follows every keystroke, so a fix clears it at once. Passing
 * through an empty field says nothing yet: on a phone, the error it would show grows the sheet
 * under the finger that is reaching for Close. The server's answer for a field shows until that
 * field changes.
 */
export function useFieldErrors<F extends string>(problems: Errors<F>) {
  const [edited, setEdited] = useState<Partial<Record<F, true>>>({});
  const [left, setLeft] = useState<Partial<Record<F, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Errors<F>>({});

  return {
    /** The error under `field`, or undefined. `early` shows its problem before it is left. */
    errorOf(field: F, early = false): string | undefined {
      const own = submitted || left[field] || early ? problems[field] : undefined;
      return server[field] ?? own;
    },
    /** The person left the field (blur); it counts once they have typed in it. */
    leave(field: F): void {
      if (!edited[field]) return;
      setLeft((current) => (current[field] ? current : { ...current, [field]: true }));
    },
    /** The field's value changed: the server's word on the old value no longer holds. */
    change(field: F): void {
      setEdited((current) => (current[field] ? current : { ...current, [field]: true }));
      setServer((current) =>
        current[field] === undefined ? current : { ...current, [field]: undefined },
      );
    },
    /** A submit: every problem shows. Answers the fields with one, in `order`. */
    submit(order: readonly F[]): F[] {
      setSubmitted(true);
      return order.filter((field) => problems[field] !== undefined);
    },
    setServerErrors(errors: Errors<F>): void {
      setServer(errors);
    },
    reset(): void {
      setEdited({});
      setLeft({});
      setSubmitted(false);
      setServer({});
    },
  };
}
