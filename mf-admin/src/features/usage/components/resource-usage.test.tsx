import {
  captureDownloads,
  deferredReply,
  mockApiPerTest,
  renderWithProviders,
} from '@goalcoach/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signInAdmin, someDailyUsage, someStats } from '../../../shared/test/fixtures';
import { ResourceUsage } from './resource-usage';

// jsdom has no canvas: a stand-in with the chart's accessible name and what it was given.
vi.mock('./usage-chart-canvas', () => ({
  default: ({ label, days }: { label: string; days: unknown[] }) => (
    <div role="img" aria-label={label} data-days={days.length} data-testid="usage-canvas" />
  ),
}));

// 23:30 UTC on March 1 is already March 2 in Berlin, the admin's zone.
const api = mockApiPerTest({
  now: '2026-03-01T23:30:00Z',
  arrange: () => signInAdmin('Europe/Berlin'),
});

const CSV = '\uFEFFtime,user\r\n2026-03-02T08:00:00Z,Ada\r\n';

const DAYS = someDailyUsage('2026-03-02', [...Array<number>(28).fill(0), 3, 5]);

beforeEach(() => {
  api.on('GET', '/admin/stats', {
    status: 200,
    body: someStats({
      apiCallsToday: 5,
      apiCallsMonth: 1234,
      costMonth: 12.345,
      projectedMonthlyCost: 0.004,
    }),
  });
});

describe('Resource Usage', () => {
  it("shows today's and this month's calls, the month's cost and its projection", async () => {
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    renderWithProviders(<ResourceUsage />);

    expect(await screen.findByTestId('admin-usage-calls-today')).toHaveTextContent(
      'API calls today5',
    );
    expect(screen.getByTestId('admin-usage-calls-month')).toHaveTextContent(
      'API calls this month1,234',
    );
    expect(screen.getByTestId('admin-usage-cost-month')).toHaveTextContent('Cost this month$12.35');
    expect(screen.getByTestId('admin-usage-projected')).toHaveTextContent(
      'Projected monthly cost<$0.01',
    );
  });

  it('says the figures could not be loaded', async () => {
    api.on('GET', '/admin/stats', { status: 500, body: { statusCode: 500, message: 'boom' } });
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    renderWithProviders(<ResourceUsage />);

    expect(await screen.findByTestId('admin-usage-figures-error')).toHaveTextContent(
      'Unable to load the usage figures',
    );
  });

  it('draws the last 30 days, with the same figures as a table and a summary', async () => {
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    renderWithProviders(<ResourceUsage />);

    const canvas = await screen.findByRole('img', {
      name: 'API calls per day as bars and their cost as a line, last 30 days',
    });
    expect(canvas).toHaveAttribute('data-days', '30');
    expect(screen.getByTestId('admin-usage-chart')).toHaveTextContent(
      'Last 30 days · Feb 1, 2026 to Mar 2, 2026: 8 API calls costing $0.08; ' +
        'the busiest day was Mar 2, 2026 with 5.',
    );
    const table = screen.getByRole('table', { name: 'API calls and cost per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[30]).toHaveTextContent('Mar 2, 2026' + '5' + '$0.05');
  });

  it('holds a placeholder while the days load', async () => {
    const reply = deferredReply();
    api.on('GET', '/admin/usage/daily', reply.handler);
    renderWithProviders(<ResourceUsage />);

    expect(screen.getByLabelText('Loading the daily usage')).toBeVisible();
    reply.resolve({ status: 200, body: DAYS });
    expect(await screen.findByTestId('usage-canvas')).toBeInTheDocument();
  });

  it("downloads the CSV of the last 30 days in the admin's calendar", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    const reply = deferredReply();
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    api.on('GET', '/admin/usage.csv', reply.handler);
    renderWithProviders(<ResourceUsage />);
    await screen.findByTestId('usage-canvas');
    expect(screen.getByTestId('admin-export-from')).toHaveValue('2026-02-01');
    expect(screen.getByTestId('admin-export-to')).toHaveValue('2026-03-02');

    const button = screen.getByRole('button', { name: 'Export Usage Report' });
    await user.click(button);
    expect(button).toHaveTextContent('Exporting...');
    expect(button).toBeDisabled();
    expect(screen.getByTestId('admin-export-progress')).toHaveTextContent(
      'Preparing the report...',
    );
    expect(api.calls('GET', '/admin/usage.csv').map(({ query }) => query)).toEqual([
      { from: '2026-02-01', to: '2026-03-02' },
    ]);

    reply.resolve({
      status: 200,
      rawBody: CSV,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="usage-2026-02-01-to-2026-03-02.csv"',
      },
    });
    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(downloads.map(({ name }) => name)).toEqual(['usage-2026-02-01-to-2026-03-02.csv']);
    // Byte for byte: the BOM that tells a spreadsheet the file is UTF-8 is kept.
    const bytes = new Uint8Array((await downloads[0]?.blob.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes]).toEqual([...new TextEncoder().encode(CSV)]);
    await waitFor(() => expect(button).toHaveTextContent('Export Usage Report'));
    expect(button).toBeEnabled();
  });

  it("says why in the server's words when the export is refused, and saves nothing", async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    api.on('GET', '/admin/usage.csv', {
      status: 403,
      body: { statusCode: 403, message: 'Admins only' },
    });
    renderWithProviders(<ResourceUsage />);
    await screen.findByTestId('usage-canvas');

    await user.click(screen.getByRole('button', { name: 'Export Usage Report' }));

    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('Admins only')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export Usage Report' })).toBeEnabled();
  });

  it('leaves an ended session to the shell: no second message, the button usable again', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    api.on('GET', '/admin/usage.csv', {
      status: 401,
      body: { statusCode: 401, message: 'Not signed in' },
    });
    renderWithProviders(<ResourceUsage />);
    await screen.findByTestId('usage-canvas');

    const button = screen.getByRole('button', { name: 'Export Usage Report' });
    await user.click(button);

    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.queryByText('Export Failed')).not.toBeInTheDocument();
    expect(screen.queryByText('Not signed in')).not.toBeInTheDocument();
    expect(downloads).toEqual([]);
  });

  it('saves one file however fast the button is clicked twice', async () => {
    const downloads = captureDownloads();
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    api.on('GET', '/admin/usage.csv', { status: 200, rawBody: CSV });
    renderWithProviders(<ResourceUsage />);
    await screen.findByTestId('usage-canvas');

    // Both clicks before React renders the pending state.
    const button = screen.getByRole('button', { name: 'Export Usage Report' });
    act(() => {
      button.click();
      button.click();
    });

    await screen.findByText('Export Complete');
    expect(api.calls('GET', '/admin/usage.csv')).toHaveLength(1);
    expect(downloads).toHaveLength(1);
  });

  it('exports the chosen range, and not a range the server would refuse', async () => {
    const user = userEvent.setup();
    captureDownloads();
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    api.on('GET', '/admin/usage.csv', { status: 200, rawBody: CSV });
    renderWithProviders(<ResourceUsage />);
    await screen.findByTestId('usage-canvas');

    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-02-20');
    await user.click(screen.getByRole('button', { name: 'Export Usage Report' }));
    await screen.findByText('Export Complete');
    expect(api.calls('GET', '/admin/usage.csv').map(({ query }) => query)).toEqual([
      { from: '2026-02-20', to: '2026-03-02' },
    ]);

    await user.clear(from);
    await user.type(from, '2026-03-05');
    const button = screen.getByTestId('admin-export-usage');
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('The start date is after the end date.');
  });

  it('moves the default range on when the day changes while the page is open', async () => {
    api.on('GET', '/admin/usage/daily', { status: 200, body: DAYS });
    renderWithProviders(<ResourceUsage />);
    await screen.findByTestId('usage-canvas');
    expect(screen.getByTestId('admin-export-to')).toHaveValue('2026-03-02');

    // Past midnight in Berlin: the open page notices when the tab comes back.
    vi.setSystemTime(new Date('2026-03-02T23:30:00Z'));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));

    expect(screen.getByTestId('admin-export-from')).toHaveValue('2026-02-02');
    expect(screen.getByTestId('admin-export-to')).toHaveValue('2026-03-03');
    captureDownloads();
    api.on('GET', '/admin/usage.csv', { status: 200, rawBody: CSV });
    fireEvent.click(screen.getByRole('button', { name: 'Export Usage Report' }));
    await screen.findByText('Export Complete');
    expect(api.calls('GET', '/admin/usage.csv').map(({ query }) => query)).toEqual([
      { from: '2026-02-02', to: '2026-03-03' },
    ]);
  });
});
