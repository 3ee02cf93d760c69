import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { BetaBanner } from './beta-banner';

describe('BetaBanner', () => {
  it('is a landmark of its own, named, with the beta notice in it', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <BetaBanner />
      </QueryClientProvider>,
    );
    const banner = screen.getByRole('complementary', { name: 'Beta notice' });
    expect(banner).toHaveTextContent('Beta — we are still shaping GoalCoach.');
  });
});
