import type { VisionImage } from '@goalcoach/contracts';
import { deferredReply, mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { VisionPage } from '../../../pages/vision-page';
import { aFile, anImage, aProfile } from '../../../shared/test/fixtures';
import { objectUrlsPerTest } from '../../../shared/test/object-urls';

const api = mockApiPerTest();
const urls = objectUrlsPerTest();
let stored: VisionImage[];

const images = (count: number) =>
  Array.from({ length: count }, (_, index) => anImage({ id: `i${index + 1}` }));

beforeEach(() => {
  stored = [];
  api.on('GET', '/vision/images', () => ({ status: 200, body: stored }));
  api.on('GET', '/vision/profile', { status: 200, body: aProfile() });
});

async function renderPage(existing: VisionImage[] = []) {
  stored = existing;
  renderWithProviders(<VisionPage />);
  await screen.findByTestId('vision-image-count');
}

const input = () => screen.getByTestId<HTMLInputElement>('vision-image-input');
const rows = () => screen.queryAllByTestId('vision-upload-item');

async function choose(user: UserEvent, ...names: string[]) {
  await user.upload(
    input(),
    names.map((name) => aFile(name)),
  );
}

/** The multipart body as the server reads it: one entry per field. */
function fieldsOf(body: unknown): Record<string, string> {
  const text = String(body);
  const fields: Record<string, string> = {};
  for (const match of text.matchAll(
    /name="([^"]+)"(?:; filename="[^"]*")?\r\n(?:[^\r\n]+\r\n)*\r\n([^\r]*)\r\n/g,
  )) {
    fields[match[1] as string] = match[2] as string;
  }
  return fields;
}

describe('Adding images', () => {
  it('opens the file picker from Add Images, and the dialog only once files are chosen', async () => {
    const user = userEvent.setup();
    await renderPage();
    const picker = vi.spyOn(input(), 'click');

    await user.click(screen.getByTestId('vision-add-images'));
    expect(picker).toHaveBeenCalled();
    expect(screen.queryByTestId('vision-upload-dialog')).not.toBeInTheDocument();
    expect(input()).toHaveAttribute('multiple');
    expect(input().accept).toContain('image/jpeg');

    await choose(user, 'boat.png', 'sea.png');
    const dialog = await screen.findByTestId('vision-upload-dialog');
    expect(rows()).toHaveLength(2);
    expect(
      within(dialog)
        .getAllByTestId('vision-upload-preview')
        .map((img) => img.getAttribute('src')),
    ).toEqual(urls.created);
    expect(within(dialog).queryByTestId('vision-upload-left-out')).not.toBeInTheDocument();
    expect(screen.getByTestId('vision-upload-submit')).toHaveTextContent('Upload 2 images');
  });

  it('cuts the chosen files to the slots left and says how many were left out', async () => {
    const user = userEvent.setup();
    await renderPage(images(4));

    await choose(user, 'a.png', 'b.png', 'c.png');

    expect(await screen.findByTestId('vision-upload-dialog')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent('a.png');
    expect(screen.getByTestId('vision-upload-left-out')).toHaveTextContent(
      'Only 1 more image fits on your board (5 at most), so 2 files were left out.',
    );
    expect(screen.getByTestId('vision-upload-submit')).toHaveTextContent('Upload 1 image');
  });

  it('drops the left-out warning once an upload starts, even when a file fails', async () => {
    const user = userEvent.setup();
    await renderPage(images(3));
    api.on('POST', '/vision/images', () => ({
      status: 400,
      body: { statusCode: 400, message: 'This file is not an image' },
    }));

    await choose(user, 'a.png', 'b.png', 'c.png');
    expect(await screen.findByTestId('vision-upload-left-out')).toBeInTheDocument();
    await user.click(screen.getByTestId('vision-upload-submit'));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.queryByTestId('vision-upload-left-out')).not.toBeInTheDocument();
  });

  it('ignores a selection when the board holds 5 images', async () => {
    const user = userEvent.setup();
    await renderPage(images(5));

    expect(screen.getByTestId('vision-add-images')).toBeDisabled();
    expect(screen.getByTestId('vision-add-images')).toHaveAccessibleDescription(
      'Your board holds 5 images. Delete one to add another.',
    );
    await choose(user, 'a.png');

    expect(screen.queryByTestId('vision-upload-dialog')).not.toBeInTheDocument();
    expect(urls.created).toEqual([]);
  });

  it("sends each file with its caption and emoji, says 'Image Added', closes and reads the images again", async () => {
    const user = userEvent.setup();
    await renderPage();
    api.on('POST', '/vision/images', (request) => {
      const { caption, emoji } = fieldsOf(request.body);
      const image = anImage({
        id: `n${stored.length}`,
        caption: caption ?? null,
        emoji: emoji ?? null,
      });
      stored = [...stored, image];
      return { status: 201, body: image };
    });

    await choose(user, 'boat.png');
    const row = (await screen.findAllByTestId('vision-upload-item'))[0] as HTMLElement;
    await user.type(within(row).getByTestId('vision-upload-caption'), '  My boat ');
    expect(within(row).getByText('10/100')).toBeInTheDocument();
    await user.click(within(row).getByTestId('vision-upload-emoji'));
    await user.paste('👍🏽🇩🇪🎉');
    expect(within(row).getByTestId('vision-upload-emoji')).toHaveValue('👍🏽🇩🇪');
    await user.click(screen.getByTestId('vision-upload-submit'));

    expect(await screen.findByText('Image Added')).toBeInTheDocument();
    expect(screen.getByText('Your image has been added to your vision board.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByTestId('vision-upload-dialog')).not.toBeInTheDocument(),
    );
    const [post] = api.calls('POST', '/vision/images');
    expect(fieldsOf(post?.body)).toEqual({ image: '\0\0\0', caption: 'My boat', emoji: '👍🏽🇩🇪' });
    expect(String(post?.body)).toContain('filename=');
    expect(await screen.findByTestId('vision-image-caption')).toHaveTextContent('My boat');
    expect(screen.getByTestId('vision-image-count')).toHaveTextContent('1 of 5 images');
    expect(urls.revoked).toEqual(urls.created);
  });

  it('sends no caption or emoji when none was typed, and one toast for several images', async () => {
    const user = userEvent.setup();
    await renderPage();
    api.on('POST', '/vision/images', () => {
      const image = anImage({ id: `n${stored.length}` });
      stored = [...stored, image];
      return { status: 201, body: image };
    });

    await choose(user, 'a.png', 'b.png');
    await user.click(await screen.findByTestId('vision-upload-submit'));

    expect(
      await screen.findByText('2 images have been added to your vision board.'),
    ).toBeInTheDocument();
    const posts = api.calls('POST', '/vision/images');
    expect(posts.map((post) => Object.keys(fieldsOf(post.body)))).toEqual([['image'], ['image']]);
    expect(await screen.findAllByTestId('vision-image')).toHaveLength(2);
  });

  it("keeps a failed file with what was typed, says 'Upload Failed' with the server's words", async () => {
    const user = userEvent.setup();
    await renderPage();
    let calls = 0;
    api.on('POST', '/vision/images', () => {
      calls += 1;
      if (calls === 1) {
        return { status: 400, body: { statusCode: 400, message: 'This file is not an image' } };
      }
      const image = anImage({ id: 'ok' });
      stored = [...stored, image];
      return { status: 201, body: image };
    });

    await choose(user, 'fake.png', 'real.png');
    const [fake] = await screen.findAllByTestId('vision-upload-item');
    await user.type(within(fake as HTMLElement).getByTestId('vision-upload-caption'), 'Kept');
    await user.click(screen.getByTestId('vision-upload-submit'));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getAllByText('This file is not an image')).toHaveLength(2);
    await waitFor(() => expect(rows()).toHaveLength(1));
    const left = rows()[0] as HTMLElement;
    expect(left).toHaveTextContent('fake.png');
    expect(within(left).getByTestId('vision-upload-caption')).toHaveValue('Kept');
    expect(within(left).getByTestId('vision-upload-item-error')).toHaveTextContent(
      'This file is not an image',
    );
    expect(screen.getByTestId('vision-upload-submit')).toHaveTextContent('Upload 1 image');
    expect(await screen.findAllByTestId('vision-image')).toHaveLength(1);
    expect(urls.revoked).toEqual([urls.created[1]]);
  });

  it('falls back to the generic texts when the server gives no message', async () => {
    const user = userEvent.setup();
    await renderPage();
    api.on('POST', '/vision/images', { status: 502, rawBody: 'Bad Gateway' });

    await choose(user, 'a.png');
    await user.click(await screen.findByTestId('vision-upload-submit'));

    expect(
      await screen.findByText('Failed to upload image. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('vision-upload-item-error')).toHaveTextContent(
      'Failed to upload image',
    );
  });

  it("shows 'Uploading...' and keeps the dialog open while busy", async () => {
    const user = userEvent.setup();
    await renderPage();
    const reply = deferredReply();
    api.on('POST', '/vision/images', reply.handler);

    await choose(user, 'a.png');
    const submit = await screen.findByTestId('vision-upload-submit');
    await user.click(submit);
    expect(submit).toHaveTextContent('Uploading...');
    expect(submit).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('vision-upload-dialog')).toBeInTheDocument();

    stored = [anImage()];
    reply.resolve({ status: 201, body: anImage() });
    await waitFor(() =>
      expect(screen.queryByTestId('vision-upload-dialog')).not.toBeInTheDocument(),
    );
  });

  it('removes a file from the list, and Cancel closes without sending and frees the previews', async () => {
    const user = userEvent.setup();
    await renderPage();

    await choose(user, 'a.png', 'b.png');
    await user.click(await screen.findByRole('button', { name: 'Remove a.png' }));
    expect(rows()).toHaveLength(1);
    expect(urls.revoked).toEqual([urls.created[0]]);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByTestId('vision-upload-dialog')).not.toBeInTheDocument(),
    );
    expect(urls.revoked).toEqual(expect.arrayContaining(urls.created));
    expect(api.calls('POST')).toEqual([]);
  });

  it('flags files over 10 MB before sending anything', async () => {
    const user = userEvent.setup();
    await renderPage();

    await user.upload(input(), [
      aFile('huge.png', { size: 10 * 1024 * 1024 + 1 }),
      aFile('ok.png'),
    ]);

    const [huge] = await screen.findAllByTestId('vision-upload-item');
    expect(within(huge as HTMLElement).getByTestId('vision-upload-item-error')).toHaveTextContent(
      'images can be at most 10 MB',
    );
    expect(screen.getByTestId('vision-upload-submit')).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove huge.png' }));
    expect(screen.getByTestId('vision-upload-submit')).toBeEnabled();
  });

  describe('a file that is not an image, picked with "All files"', () => {
    // The picker's own filter is what "All files" turns off.
    // The dialog makes the page behind it unclickable; the picker's input is set all the same.
    const allFiles = () => userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    const notes = () => aFile('notes.txt', { type: 'text/plain' });

    it('is refused at once with the message, and gets no preview', async () => {
      const user = allFiles();
      await renderPage();

      await user.upload(input(), notes());

      const dialog = await screen.findByTestId('vision-upload-dialog');
      expect(within(dialog).getByTestId('vision-upload-refused-message')).toHaveTextContent(
        'This file is not an image. Choose a JPEG, PNG, WebP or HEIC photo.',
      );
      expect(within(dialog).getByTestId('vision-upload-refused')).toHaveTextContent('notes.txt');
      expect(rows()).toEqual([]);
      expect(dialog.querySelector('img')).toBeNull();
      expect(urls.created).toEqual([]);
      expect(screen.queryByTestId('vision-upload-submit')).not.toBeInTheDocument();
    });

    it('is replaced by images chosen again from the dialog, which then upload', async () => {
      const user = allFiles();
      await renderPage();
      api.on('POST', '/vision/images', () => {
        const image = anImage({ id: 'n1' });
        stored = [image];
        return { status: 201, body: image };
      });
      await user.upload(input(), notes());
      const picker = vi.spyOn(input(), 'click');
      await user.click(await screen.findByTestId('vision-upload-choose-again'));
      expect(picker).toHaveBeenCalled();

      await choose(user, 'boat.png');

      expect(rows()).toHaveLength(1);
      expect(screen.queryByTestId('vision-upload-refused')).not.toBeInTheDocument();
      await user.click(screen.getByTestId('vision-upload-submit'));
      expect(await screen.findByText('Image Added')).toBeInTheDocument();
      expect(api.calls('POST', '/vision/images')).toHaveLength(1);
    });

    it('takes no slot from the images picked with it, and is never sent', async () => {
      const user = allFiles();
      await renderPage(images(4));
      api.on('POST', '/vision/images', () => ({ status: 201, body: anImage({ id: 'n1' }) }));

      await user.upload(input(), [notes(), aFile('boat.png')]);

      expect(await screen.findAllByTestId('vision-upload-item')).toHaveLength(1);
      expect(rows()[0]).toHaveTextContent('boat.png');
      expect(screen.queryByTestId('vision-upload-left-out')).not.toBeInTheDocument();
      expect(screen.getByTestId('vision-upload-refused')).toHaveTextContent('notes.txt');
      expect(urls.created).toHaveLength(1);
      await user.click(screen.getByTestId('vision-upload-submit'));
      await waitFor(() => expect(api.calls('POST', '/vision/images')).toHaveLength(1));
      // jsdom's multipart names every file "blob": the type tells the two apart.
      const body = String(api.calls('POST', '/vision/images')[0]?.body);
      expect(body).toContain('Content-Type: image/png');
      expect(body).not.toContain('text/plain');
    });
  });
});
