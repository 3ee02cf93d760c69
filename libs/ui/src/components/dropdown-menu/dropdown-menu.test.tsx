import '../../test/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from './dropdown-menu';

function Page() {
  return (
    <main>
      <a href="#top">Elsewhere</a>
      <DropdownMenu>
        <DropdownMenuTrigger>Options</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Rename</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </main>
  );
}

describe('DropdownMenu', () => {
  it('leaves the page visible to assistive technology while open, and Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.click(screen.getByRole('button', { name: 'Options' }));

    expect(screen.getByRole('menuitem', { name: 'Rename' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Elsewhere' }).closest('[aria-hidden="true"]')).toBe(
      null,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Options' })).toHaveFocus();
  });
});
