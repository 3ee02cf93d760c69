import { render, screen } from '@testing-library/react';
import { QueryLoading } from './query-loading';

describe('QueryLoading', () => {
  it('is a busy status named by its label, around the skeletons', () => {
    render(
      <QueryLoading label="Loading habits" testId="habits-loading">
        <span aria-hidden="true">skeleton</span>
      </QueryLoading>,
    );
    const status = screen.getByRole('status', { name: 'Loading habits' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toBe(screen.getByTestId('habits-loading'));
  });
});
