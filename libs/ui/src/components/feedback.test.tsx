import { render, screen } from '@testing-library/react';
import { Alert } from './alert/alert';
import { Progress } from './progress/progress';
import { Skeleton } from './skeleton/skeleton';
import { Spinner } from './spinner/spinner';

describe('Progress', () => {
  it('exposes the value as a progressbar', () => {
    render(<Progress value={42.4} label="Goal progress" />);

    const bar = screen.getByRole('progressbar', { name: 'Goal progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
  });

  it.each([
    [150, '100'],
    [-5, '0'],
    [Number.NaN, '0'],
  ])('clamps %s to %s', (value, expected) => {
    render(<Progress value={value} label="p" />);

    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', expected);
  });
});

describe('Alert', () => {
  it('is an alert when destructive', () => {
    render(<Alert variant="destructive" title="Unable to load goals" />);

    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load goals');
  });

  it('is a status otherwise', () => {
    render(
      <Alert variant="warning" title="Notifications Blocked">
        Please enable notifications in your browser settings.
      </Alert>,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Notifications Blocked');
  });
});

describe('Spinner', () => {
  it('announces a loading status, "Loading" by default', () => {
    render(
      <>
        <Spinner />
        <Spinner label="Loading monthly reviews..." />
      </>,
    );

    const [plain, labelled] = screen.getAllByRole('status');
    expect(plain).toHaveTextContent(/^Loading$/);
    expect(labelled).toHaveTextContent(/^Loading monthly reviews\.\.\.$/);
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology and sizes numbers in pixels', () => {
    const { container } = render(<Skeleton width={120} height="2rem" radius="full" />);

    const skeleton = container.firstElementChild;
    expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(skeleton).toHaveStyle({ width: '120px', height: '2rem' });
  });
});
