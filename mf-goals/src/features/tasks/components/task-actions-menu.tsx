import type { Task } from '@goalcoach/contracts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@goalcoach/ui';
import { Ellipsis, Pencil, Trash2, Trophy } from 'lucide-react';
import { useRef, type Ref } from 'react';
import './task-actions-menu.css';

export type TaskActions = {
  rename: (task: Task, text: string) => void;
  toggleWin: (task: Task) => void;
  remove: (task: Task) => void;
};

export type TaskActionsMenuProps = {
  task: Task;
  actions: TaskActions;
  onEdit: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
};

/** Edit, mark as a win and delete, behind one small button per task. */
export function TaskActionsMenu({ task, actions, onEdit, triggerRef }: TaskActionsMenuProps) {
  // Choosing Edit moves focus into the text field, not back to this button.
  const editing = useRef(false);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        ref={triggerRef}
        className="goals-task__menu"
        aria-label="Task actions"
        data-testid="task-actions"
      >
        <Ellipsis aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        onCloseAutoFocus={(event) => {
          if (!editing.current) return;
          editing.current = false;
          event.preventDefault();
        }}
      >
        <DropdownMenuItem
          onSelect={() => {
            editing.current = true;
            onEdit();
          }}
          data-testid="task-action-edit"
        >
          <Pencil aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.toggleWin(task)} data-testid="task-action-win">
          <Trophy aria-hidden />
          {task.markedAsWin ? 'Unmark as Win' : 'Mark as Win'}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          variant="destructive"
          onSelect={() => actions.remove(task)}
          data-testid="task-action-delete"
        >
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
