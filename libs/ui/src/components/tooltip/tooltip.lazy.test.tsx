import { act, fireEvent, render, screen } from '@testing-library/react';

/**
 * A fresh copy of the tooltip and of the loader for each test, so each starts as a page does:
 * without the Radix code (the copy the test setup preloads is left behind).
 */
async function freshTooltip() {
  vi.resetModules();
  const [tooltip, { loadedOverlays }] = await Promise.all([
    import('./tooltip'),
    import('../../overlays/load-overlays'),
  ]);
  const { Tooltip } = tooltip;
  function Stat() {
    return (
      <Tooltip content="Resilience score">
        <button type="button">Resilience</button>
      </Tooltip>
    );
  }
  return { loadedOverlays, Stat };
}

describe('Tooltip before its Radix code has loaded', () => {
  it('renders its child as it is, with no Radix code', async () => {
    const { Stat, loadedOverlays } = await freshTooltip();
    const { container } = render(<Stat />);

    const trigger = screen.getByRole('button', { name: 'Resilience' });
    expect(container.firstElementChild).toBe(trigger);
    expect(trigger).not.toHaveAttribute('aria-describedby');
    expect(loadedOverlays()).toBeNull();
  });

  it('opens on keyboard focus once the code arrives, on the same focused trigger', async () => {
    const { Stat } = await freshTooltip();
    render(<Stat />);
    const trigger = screen.getByRole('button', { name: 'Resilience' });

    act(() => trigger.focus());

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Resilience score');
    expect(screen.getByRole('button', { name: 'Resilience' })).toBe(trigger);
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveAccessibleDescription('Resilience score');
  });

  it('closes on blur, even before the code has arrived', async () => {
    const { Stat, loadedOverlays } = await freshTooltip();
    render(<Stat />);
    const trigger = screen.getByRole('button', { name: 'Resilience' });

    act(() => trigger.focus());
    fireEvent.blur(trigger);

    expect(trigger).not.toHaveAttribute('aria-describedby');
    expect(loadedOverlays()).toBeNull();
  });
});
