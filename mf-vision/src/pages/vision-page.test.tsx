import type { VisionImage, VisionProfile } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { anImage, aProfile, aVoiceNote } from '../shared/test/fixtures';
import { VisionPage } from './vision-page';

const api = mockApiPerTest();

function serve(images: VisionImage[], profile: VisionProfile = aProfile()) {
  api.on('GET', '/vision/images', { status: 200, body: images });
  api.on('GET', '/vision/profile', { status: 200, body: profile });
}

describe('Vision page', () => {
  it('shows the title and 0/3 on a new board, with the empty gallery inviting a first image', async () => {
    serve([]);
    renderWithProviders(<VisionPage />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Personal Legend');
    expect(await screen.findByTestId('vision-elements-badge')).toHaveTextContent(
      '0/3 Elements Discovered',
    );
    const empty = await screen.findByTestId('vision-gallery-empty');
    expect(empty).toHaveTextContent('Your vision board has no images yet');
    expect(within(empty).getByRole('button', { name: 'Add your first image' })).toBeEnabled();
    expect(screen.getByTestId('vision-image-count')).toHaveTextContent('0 of 5 images');
    expect(await screen.findByTestId('vision-statement-empty')).toBeInTheDocument();
    expect(screen.getByTestId('voice-record')).toHaveTextContent('Record Voice Note');
  });

  it.each([
    ['an image', [anImage()], aProfile(), 1],
    ['a statement', [], aProfile({ visionStatement: 'Sail around the world' }), 1],
    ['a voice note', [], aProfile({ voiceNote: aVoiceNote() }), 1],
    ['an image and a statement', [anImage()], aProfile({ visionStatement: 'Sail' }), 2],
    [
      'all three',
      [anImage(), anImage({ id: 'i2' })],
      aProfile({ visionStatement: 'Sail', voiceNote: aVoiceNote() }),
      3,
    ],
  ])('counts %s in the badge', async (_name, images, profile, found) => {
    serve(images, profile);
    renderWithProviders(<VisionPage />);

    expect(await screen.findByTestId('vision-elements-badge')).toHaveTextContent(
      `${found}/3 Elements Discovered`,
    );
  });

  it('shows each thumbnail with its caption and emoji, oldest first, and the count', async () => {
    serve([
      anImage({ id: 'i1', caption: 'My boat', emoji: '⛵🌊' }),
      anImage({ id: 'i2' }),
      anImage({ id: 'i3', caption: 'Harbour' }),
    ]);
    renderWithProviders(<VisionPage />);

    const cards = await screen.findAllByTestId('vision-image');
    expect(cards).toHaveLength(3);
    expect(screen.getByTestId('vision-image-count')).toHaveTextContent('3 of 5 images');
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('img')).toHaveAttribute(
      'src',
      '/api/vision/files/i1-thumb.webp',
    );
    expect(within(first).getByRole('img')).toHaveAccessibleName('My boat');
    expect(within(first).getByTestId('vision-image-caption')).toHaveTextContent('My boat');
    expect(within(first).getByTestId('vision-image-emoji')).toHaveTextContent('⛵🌊');
    expect(within(second).getByRole('img')).toHaveAccessibleName('Vision image 2');
    expect(within(second).queryByTestId('vision-image-caption')).not.toBeInTheDocument();
    expect(within(second).queryByTestId('vision-image-emoji')).not.toBeInTheDocument();
    expect(within(third).getByTestId('vision-image-caption')).toHaveTextContent('Harbour');
    expect(screen.queryByTestId('vision-gallery-empty')).not.toBeInTheDocument();
  });

  it('shows skeletons while the images load and no badge until both reads answered', async () => {
    const images = deferredReply();
    api.on('GET', '/vision/images', images.handler);
    api.on('GET', '/vision/profile', { status: 200, body: aProfile() });
    renderWithProviders(<VisionPage />);

    expect(screen.getByLabelText('Loading images')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByTestId('vision-add-images')).toBeDisabled();
    await screen.findByTestId('vision-statement');
    expect(screen.queryByTestId('vision-elements-badge')).not.toBeInTheDocument();

    images.resolve({ status: 200, body: [anImage()] });
    expect(await screen.findByTestId('vision-elements-badge')).toHaveTextContent('1/3');
    expect(screen.queryByLabelText('Loading images')).not.toBeInTheDocument();
    expect(screen.getByTestId('vision-add-images')).toBeEnabled();
  });

  it('says the images could not be loaded and loads them again with Try Again', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = { status: 500 };
    api.on('GET', '/vision/images', () => answer);
    api.on('GET', '/vision/profile', { status: 200, body: aProfile() });
    renderWithProviders(<VisionPage />);

    const error = await screen.findByTestId('vision-gallery-error');
    expect(error).toHaveTextContent('Unable to load your images');
    expect(screen.queryByTestId('vision-elements-badge')).not.toBeInTheDocument();
    answer = { status: 200, body: [anImage()] };
    await user.click(screen.getByTestId('vision-gallery-retry'));

    expect(await screen.findByTestId('vision-image')).toBeInTheDocument();
    expect(screen.queryByTestId('vision-gallery-error')).not.toBeInTheDocument();
  });

  it('says the statement and voice note could not be loaded, and retries', async () => {
    const user = userEvent.setup();
    let answer: { status: number; body?: unknown } = { status: 503 };
    api.on('GET', '/vision/images', { status: 200, body: [] });
    api.on('GET', '/vision/profile', () => answer);
    renderWithProviders(<VisionPage />);

    expect(await screen.findByTestId('vision-profile-error')).toHaveTextContent(
      'Unable to load your vision',
    );
    expect(screen.queryByTestId('vision-statement')).not.toBeInTheDocument();
    answer = { status: 200, body: aProfile({ visionStatement: 'Sail' }) };
    await user.click(screen.getByTestId('vision-profile-retry'));

    expect(await screen.findByTestId('vision-statement-text')).toHaveTextContent('Sail');
    expect(await screen.findByTestId('vision-elements-badge')).toHaveTextContent('1/3');
  });

  it('links to an image generator in a new tab, safely', async () => {
    serve([]);
    renderWithProviders(<VisionPage />);

    const link = await screen.findByTestId('vision-image-generator-link');
    expect(link).toHaveAttribute('href', 'https://designer.microsoft.com/image-creator');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Create an image with AI');
    expect(screen.getByTestId('vision-gallery')).toHaveTextContent('upload it here');
  });
});
