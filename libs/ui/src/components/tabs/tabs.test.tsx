import { vi } from 'vitest';
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

describe('Tabs, the keyboard and the panels', () => {
  function ReviewTabs(props: {
    activationMode?: 'automatic' | 'manual';
    onValueChange?: (v: string) => void;
  }) {
    return (
      <Tabs defaultValue="weekly" {...props}>
        <TabsList aria-label="Reviews">
          <TabsTrigger value="weekly">Weekly</TabsTrigger>
          <TabsTrigger value="monthly">Monthly</TabsTrigger>
          <TabsTrigger value="yearly" disabled>
            Yearly
          </TabsTrigger>
          <TabsTrigger value="notes">Notes</TabsTrigger>
        </TabsList>
        <TabsContent value="weekly">Weekly panel</TabsContent>
        <TabsContent value="monthly">Monthly panel</TabsContent>
        <TabsContent value="notes">Notes panel</TabsContent>
      </Tabs>
    );
  }

  it('links each tab and its panel, and keeps only the open tab in the Tab order', () => {
    render(<ReviewTabs />);
    const weekly = screen.getByRole('tab', { name: 'Weekly' });
    const panel = screen.getByRole('tabpanel', { name: 'Weekly' });
    expect(weekly).toHaveAttribute('aria-controls', panel.id);
    expect(weekly).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveAttribute('tabindex', '-1');
    // Closed panels are not in the page.
    expect(screen.queryByText('Monthly panel')).not.toBeInTheDocument();
  });

  it('wraps around, skips a disabled tab, and goes to the ends with Home and End', async () => {
    const user = userEvent.setup();
    render(<ReviewTabs />);
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus(); // Yearly is disabled
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Notes' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly panel');
  });

  it('with manual activation, moves the focus only, and opens a tab on Enter', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<ReviewTabs activationMode="manual" onValueChange={onValueChange} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Monthly' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Weekly panel');
    expect(onValueChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Monthly panel');
    expect(onValueChange).toHaveBeenCalledWith('monthly');
  });

  it('follows the value its caller keeps, and keeps a panel mounted when asked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Tabs value="a" onValueChange={onValueChange}>
        <TabsList aria-label="Letters">
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b" forceMount hidden>
          Panel B
        </TabsContent>
      </Tabs>,
    );
    await user.click(screen.getByRole('tab', { name: 'B' }));
    expect(onValueChange).toHaveBeenCalledWith('b');
    // The caller did not change its value: A stays open.
    expect(screen.getByRole('tab', { name: 'A' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Panel B', { selector: '[hidden]' })).toBeInTheDocument();
  });
});
