import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

type HabitNames = { name: (id: UniqueIdentifier) => string; ids: readonly UniqueIdentifier[] };

export const REORDER_INSTRUCTIONS: ScreenReaderInstructions = {
  draggable:
    'To pick up a habit, press Space or Enter. Use the up and down arrow keys to move it. ' +
    'Press Space or Enter again to drop it in its new place, or Escape to cancel.',
};

/** What a screen reader hears while a habit is moved: its name and its place in the list. */
export function reorderAnnouncements({ name, ids }: HabitNames): Announcements {
  const total = ids.length;
  const position = (id: UniqueIdentifier) => `position ${ids.indexOf(id) + 1} of ${total}`;
  // The place last announced: a lifted habit is first "over" its own place, which must not
  // talk over "Picked up ...", and a pointer wobbling inside one place says nothing new.
  let announcedOver: UniqueIdentifier | null = null;
  return {
    onDragStart: ({ active }) => {
      announcedOver = active.id;
      return `Picked up ${name(active.id)}, ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if ((over?.id ?? null) === announcedOver) return undefined;
      announcedOver = over?.id ?? null;
      return over
        ? `${name(active.id)} moved to ${position(over.id)}.`
        : `${name(active.id)} is no longer over a place in the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at ${position(over.id)}.`
        : `${name(active.id)} dropped back at ${position(active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. ${name(active.id)} is back at ${position(active.id)}.`,
  };
}
