import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  captureDownloads,
  deferredReply,
  mockApi,
  renderWithProviders,
  type CapturedDownload,
  type MockApi,
} from '@goalcoach/testing';
import { ExportGoalButton } from './export-goal-button';

let api: MockApi;
let downloads: CapturedDownload[];

beforeEach(() => {
  api = mockApi();
  downloads = captureDownloads();
});

afterEach(() => {
  expect(api.unmatched).toEqual([]);
  api.restore();
});

describe('Goal export', () => {
  it('downloads the ZIP under the name the server gives, with a toast', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('GET', '/goals/g1/export', reply.handler);
    renderWithProviders(<ExportGoalButton goalId="g1" />);

    const button = screen.getByRole('button', { name: 'Export' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');

    reply.resolve({
      status: 200,
      rawBody: new TextEncoder().encode('PK zip bytes'),
      headers: {
        'content-type': 'application/zip',
        'content-disposition': `attachment; filename="Run.zip"; filename*=UTF-8''L%C3%A4uf.zip`,
      },
    });

    expect(await screen.findByText('Export Complete')).toBeInTheDocument();
    expect(
      screen.getByText('Your Notion-compatible ZIP file has been downloaded.'),
    ).toBeInTheDocument();
    expect(downloads.map(({ name }) => name)).toEqual(['Läuf.zip']);
    expect(await downloads[0]?.blob.text()).toBe('PK zip bytes');
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('says so when the export fails, and downloads nothing', async () => {
    const user = userEvent.setup();
    api.on('GET', '/goals/g1/export', {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    });
    renderWithProviders(<ExportGoalButton goalId="g1" />);

    await user.click(screen.getByRole('button', { name: 'Export' }));

    expect(await screen.findByText('Failed to export goal. Please try again.')).toBeInTheDocument();
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export' })).toBeEnabled();
  });
});
