import { Textarea, type TextareaProps } from '@goalcoach/ui';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { insertBulletLine, withFirstBullet } from '../lib/bullet-text';

export type BulletTextareaProps = Omit<TextareaProps, 'value' | 'onChange' | 'ref'> & {
  value: string;
  onValueChange: (value: string) => void;
};

/**
 * The wins and lessons field: the first character typed starts a bullet line, Enter
 * starts a new bullet line at the caret. Shift+Enter is a plain line break (for a long item).
 */
export function BulletTextarea({ value, onValueChange, onKeyDown, ...rest }: BulletTextareaProps) {
  const textarea = useRef<HTMLTextAreaElement>(null);
  const pendingCaret = useRef<number | null>(null);

  // The caret goes to the end when React writes a new value; put it after the new bullet.
  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    if (caret === null || !textarea.current) return;
    pendingCaret.current = null;
    textarea.current.setSelectionRange(caret, caret);
  }, [value]);

  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.key !== 'Enter') return;
    if (event.shiftKey || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.nativeEvent.isComposing) return;
    event.preventDefault();
    const { selectionStart, selectionEnd } = event.currentTarget;
    const edit = insertBulletLine(value, selectionStart, selectionEnd);
    pendingCaret.current = edit.caret;
    onValueChange(edit.value);
  };

  return (
    <Textarea
      {...rest}
      ref={textarea}
      value={value}
      onChange={(event) => onValueChange(withFirstBullet(value, event.target.value))}
      onKeyDown={handleKeyDown}
    />
  );
}
