import { Field } from '@goalcoach/ui';
import { render, screen } from '@testing-library/react';
import { HabitSelect } from './habit-select';

describe('HabitSelect', () => {
  it('is the control its Field labels and describes', () => {
    render(
      <Field label="Frequency" hint="How often you mean to do it.">
        <HabitSelect defaultValue="weekly" data-testid="frequency">
          <option value="daily">Daily</option>
          <option value="weekly">Weekly</option>
        </HabitSelect>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Frequency' });
    expect(select).toBe(screen.getByTestId('frequency'));
    expect(select).toHaveAccessibleDescription('How often you mean to do it.');
    expect(select).toHaveValue('weekly');
  });
});
