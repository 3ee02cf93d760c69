import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

describe('Tabs', () => {
  it('switches panels with the arrow keys', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="weekly">
        <TabsList aria-label="Reviews">
          <TabsTrigger value="weekly">Weekly Reviews</TabsTrigger>
          <TabsTrigger value="monthly">Monthly Reviews</TabsTrigger>
        </TabsList>
        <TabsContent value="weekly">Weekly panel</TabsContent>
        <TabsContent value="monthly">Monthly panel</TabsContent>
      </Tabs>,
    );

    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly panel');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Weekly Reviews' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');

    const monthly = screen.getByRole('tab', { name: 'Monthly Reviews' });
    expect(monthly).toHaveFocus();
    expect(monthly).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Monthly Reviews' })).toHaveTextContent(
      'Monthly panel',
    );
  });
});
