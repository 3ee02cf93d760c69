import type { VisionImage } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anImage, aProfile } from '../../../shared/test/fixtures';
import { VisionGallery } from './vision-gallery';

const api = mockApiPerTest();
let stored: VisionImage[];

beforeEach(() => {
  stored = [
    anImage({ id: 'i1', caption: 'My boat', emoji: '⛵' }),
    anImage({ id: 'i2', width: 800, height: 600 }),
  ];
  api.on('GET', '/vision/images', () => ({ status: 200, body: stored }));
});

function renderGallery() {
  const onAddFirst = vi.fn();
  const result = renderWithProviders(
    <VisionGallery uploader={<button type="button">uploader</button>} onAddFirst={onAddFirst} />,
  );
  return { ...result, onAddFirst };
}

const card = (index: number) => screen.getAllByTestId('vision-image')[index] as HTMLElement;

describe('Vision gallery', () => {
  it('opens the full image with its caption and emoji on click, and closes with Escape', async () => {
    const user = userEvent.setup();
    renderGallery();
    await screen.findAllByTestId('vision-image');

    await user.click(within(card(0)).getByRole('button', { name: 'View larger: My boat' }));

    const viewer = await screen.findByTestId('vision-image-viewer');
    expect(viewer).toHaveAccessibleName('My boat');
    const image = within(viewer).getByRole('img', { name: 'My boat' });
    expect(image).toHaveAttribute('src', '/api/vision/files/i1.webp');
    expect(viewer).toHaveTextContent('⛵My boat');
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByTestId('vision-image-viewer')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(within(card(0)).getByTestId('vision-image-open')).toHaveFocus());
  });

  it('opens the larger view with Enter, naming an image without caption by its place', async () => {
    const user = userEvent.setup();
    renderGallery();
    await screen.findAllByTestId('vision-image');

    within(card(1)).getByTestId('vision-image-open').focus();
    await user.keyboard('{Enter}');

    const viewer = await screen.findByTestId('vision-image-viewer');
    expect(within(viewer).getByRole('img', { name: 'Vision image 2' })).toHaveAttribute(
      'src',
      '/api/vision/files/i2.webp',
    );
  });

  it('names each Delete by its image, asks before deleting; Cancel deletes nothing', async () => {
    const user = userEvent.setup();
    renderGallery();
    await screen.findAllByTestId('vision-image');

    // Each Delete names its image, by caption or else by place.
    expect(within(card(1)).getByTestId('vision-image-delete')).toHaveAccessibleName(
      'Delete Vision image 2',
    );
    await user.click(within(card(0)).getByRole('button', { name: 'Delete My boat' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Delete this image?');
    expect(dialog).toHaveTextContent('“My boat” will be removed from your vision board.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE')).toEqual([]);
    expect(screen.getAllByTestId('vision-image')).toHaveLength(2);
    await waitFor(() => expect(within(card(0)).getByTestId('vision-image-delete')).toHaveFocus());
  });

  it("deletes on confirmation, says 'Image Deleted' and puts the focus on the gallery title", async () => {
    const user = userEvent.setup();
    api.on('DELETE', '/vision/images/i1', () => {
      stored = stored.filter((image) => image.id !== 'i1');
      return { status: 204 };
    });
    api.on('GET', '/vision/profile', { status: 200, body: aProfile() });
    renderGallery();
    await screen.findAllByTestId('vision-image');

    await user.click(within(card(0)).getByTestId('vision-image-delete'));
    await user.click(await screen.findByTestId('vision-image-delete-confirm'));

    expect(await screen.findByText('Image Deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('vision-image')).toHaveLength(1));
    expect(screen.getByTestId('vision-image-count')).toHaveTextContent('1 of 5 images');
    expect(screen.queryByText('My boat')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Vision Board' })).toHaveFocus(),
    );
  });

  it('keeps the image and shows the server message when the deletion fails', async () => {
    const user = userEvent.setup();
    const reply = deferredReply();
    api.on('DELETE', '/vision/images/i2', reply.handler);
    renderGallery();
    await screen.findAllByTestId('vision-image');

    await user.click(within(card(1)).getByTestId('vision-image-delete'));
    const confirm = await screen.findByTestId('vision-image-delete-confirm');
    expect(confirm).toHaveTextContent('Delete');
    await user.click(confirm);
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    reply.resolve({ status: 404, body: { statusCode: 404, message: 'Image not found' } });

    expect(await screen.findByText('Image not found')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('vision-image')).toHaveLength(2);
  });

  it('opens the picker from the empty state', async () => {
    const user = userEvent.setup();
    stored = [];
    const { onAddFirst } = renderGallery();

    await user.click(await screen.findByRole('button', { name: 'Add your first image' }));

    expect(onAddFirst).toHaveBeenCalledTimes(1);
  });
});
