import { useEffect, useRef, useState } from 'react';

/**
 * A task row's inline text editing: whether the editor shows, and the row's menu button, where
 * focus returns when editing ends (the edit began there). Shared by every row with the menu.
 */
export function useInlineTaskEdit() {
  const [editing, setEditing] = useState(false);
  const menuRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !editing) menuRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return {
    editing,
    menuRef,
    startEditing: () => setEditing(true),
    stopEditing: () => setEditing(false),
  };
}
