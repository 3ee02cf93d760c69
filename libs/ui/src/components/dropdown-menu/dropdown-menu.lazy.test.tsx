import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * A fresh copy of the menu and of the loader for each test, so each starts as a page does:
 * without the Radix code (the copy the test setup preloads is left behind).
 */
async function freshMenu() {
  vi.resetModules();
  const [menu, { loadedOverlays }] = await Promise.all([
    import('./dropdown-menu'),
    import('../../overlays/load-overlays'),
  ]);
  const { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } = menu;
  function TaskMenu({ onRename = () => undefined }: { onRename?: () => void }) {
    return (
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <button type="button">Task actions</button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={onRename}>Rename</DropdownMenuItem>
          <DropdownMenuItem>Delete</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  }
  return { loadedOverlays, TaskMenu };
}

describe('DropdownMenu before its Radix code has loaded', () => {
  it('renders its trigger with the menu ARIA and no Radix code', async () => {
    const { TaskMenu, loadedOverlays } = await freshMenu();
    render(<TaskMenu />);

    const trigger = screen.getByRole('button', { name: 'Task actions' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).not.toHaveAttribute('aria-controls');
    expect(loadedOverlays()).toBeNull();
  });

  it('opens from the keyboard once the code arrives, with the first item focused', async () => {
    const user = userEvent.setup();
    const { TaskMenu } = await freshMenu();
    render(<TaskMenu />);
    const trigger = screen.getByRole('button', { name: 'Task actions' });

    await user.tab();
    expect(trigger).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const menu = await screen.findByRole('menu');

    expect(screen.getByRole('button', { name: 'Task actions' })).toBe(trigger);
    expect(menu).toHaveAttribute('aria-labelledby', trigger.id);
    expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Rename' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('opens on a click and gives the focus back to the trigger after a choice', async () => {
    const user = userEvent.setup();
    const onRename = vi.fn();
    const { TaskMenu } = await freshMenu();
    render(<TaskMenu onRename={onRename} />);
    const trigger = screen.getByRole('button', { name: 'Task actions' });

    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));

    expect(onRename).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
