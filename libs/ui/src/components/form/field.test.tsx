import { render, screen } from '@testing-library/react';
import { Field } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

describe('Field', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <Field label="Reminder Time" hint="You'll get a notification at this time every day">
        <Input type="time" />
      </Field>,
    );

    const input = screen.getByLabelText('Reminder Time');
    expect(input).toHaveAccessibleDescription("You'll get a notification at this time every day");
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks the control invalid and adds the error to its description', () => {
    render(
      <Field label="Email" hint="We never share it" error="Enter a valid email">
        <Input type="email" />
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Enter a valid email');
  });

  it("keeps the child's own id and aria-describedby", () => {
    render(
      <>
        <p id="extra">Markdown is supported</p>
        <Field label="Wins" error="Required">
          <Textarea id="wins" aria-describedby="extra" />
        </Field>
      </>,
    );

    const textarea = screen.getByLabelText('Wins');
    expect(textarea).toHaveAttribute('id', 'wins');
    expect(textarea).toHaveAccessibleDescription('Markdown is supported Required');
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="First" hint="Hint one">
          <Input />
        </Field>
        <Field label="Second" hint="Hint two">
          <Input />
        </Field>
      </>,
    );

    expect(screen.getByLabelText('First')).toHaveAccessibleDescription('Hint one');
    expect(screen.getByLabelText('Second')).toHaveAccessibleDescription('Hint two');
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });

  it('passes required to the control', () => {
    render(
      <Field label="Name" required>
        <Input />
      </Field>,
    );

    expect(screen.getByRole('textbox', { name: /Name/ })).toBeRequired();
  });
});

describe('Input', () => {
  it('sets aria-invalid from the invalid prop', () => {
    render(<Input aria-label="Goal" invalid />);

    expect(screen.getByRole('textbox', { name: 'Goal' })).toHaveAttribute('aria-invalid', 'true');
  });
});
