import '../../test/dom-polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';
import { TOOLTIP_DELAY_MS, TooltipProvider } from './tooltip-provider';

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

function hover(element: HTMLElement) {
  fireEvent.pointerMove(element, { pointerType: 'mouse' });
}

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens on hover after the 700 ms default delay of the provider', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    render(
      <TooltipProvider>
        <Tooltip content="How many days in a row you checked in">
          <Button>Momentum</Button>
        </Tooltip>
      </TooltipProvider>,
    );

    hover(screen.getByRole('button', { name: 'Momentum' }));
    advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('How many days in a row you checked in');
  });

  it('uses the same 700 ms delay without a provider', () => {
    render(
      <Tooltip content="Confidence">
        <Button>Stat</Button>
      </Tooltip>,
    );

    hover(screen.getByRole('button', { name: 'Stat' }));
    advance(699);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Confidence');
  });

  it('opens at once on keyboard focus and describes the trigger', () => {
    render(
      <TooltipProvider>
        <Tooltip content="Resilience score" side="bottom">
          <Button>Resilience</Button>
        </Tooltip>
      </TooltipProvider>,
    );

    const trigger = screen.getByRole('button', { name: 'Resilience' });
    act(() => trigger.focus());

    expect(screen.getByRole('tooltip')).toHaveTextContent('Resilience score');
    expect(trigger).toHaveAccessibleDescription('Resilience score');
  });

  it('closes with Escape', () => {
    render(
      <Tooltip content="Progress">
        <Button>P</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'P' });
    act(() => trigger.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
