import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { aFile } from '../../../shared/test/fixtures';
import type { UploadDraft } from '../utils/upload-drafts';
import { UploadDialog } from './upload-dialog';

const aDraft = (name: string): UploadDraft => ({
  key: name,
  file: aFile(name),
  previewUrl: `blob:${name}`,
  caption: '',
  emoji: '',
  error: null,
});

/** The dialog with its drafts kept in state, as the uploader keeps them. */
function renderDialog(...names: string[]) {
  return renderWithRefused([], ...names);
}

function renderWithRefused(refused: string[], ...names: string[]) {
  const onSubmit = vi.fn();
  const onChooseAgain = vi.fn();
  function Harness() {
    const [drafts, setDrafts] = useState(names.map(aDraft));
    const opener = useRef<HTMLButtonElement>(null);
    return (
      <UploadDialog
        drafts={drafts}
        leftOutMessage={null}
        refused={refused}
        onChooseAgain={onChooseAgain}
        uploading={false}
        onChange={(key, changes) =>
          setDrafts((all) =>
            all.map((draft) => (draft.key === key ? { ...draft, ...changes } : draft)),
          )
        }
        onRemove={(key) => setDrafts((all) => all.filter((draft) => draft.key !== key))}
        onSubmit={onSubmit}
        onCancel={() => setDrafts([])}
        opener={opener}
      />
    );
  }
  render(<Harness />);
  return { onSubmit, onChooseAgain };
}

const row = (index: number) => screen.getAllByTestId('vision-upload-item')[index] as HTMLElement;
const submit = () => screen.getByTestId('vision-upload-submit');

describe('Upload dialog', () => {
  it("counts the caption as the server does ('🎯' is one) and cuts a long paste whole", async () => {
    const user = userEvent.setup();
    renderDialog('boat.png');
    const caption = within(row(0)).getByTestId('vision-upload-caption');

    await user.type(caption, 'Sail 🎯');
    expect(within(row(0)).getByText('6/100')).toBeInTheDocument();

    await user.clear(caption);
    await user.paste(`${'a'.repeat(99)}🎯🎯`);
    expect(caption).toHaveValue(`${'a'.repeat(99)}🎯`);
    expect(within(row(0)).getByText('100/100')).toBeInTheDocument();
  });

  it('refuses letters in the emoji field before sending, until every row is fixed', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderDialog('a.png', 'b.png');
    const emoji = within(row(1)).getByTestId('vision-upload-emoji');

    await user.type(emoji, 'ok');

    expect(emoji).toBeInvalid();
    expect(emoji).toHaveAccessibleDescription(/Emoji only, up to 2/);
    expect(within(row(0)).queryByText('Emoji only, up to 2')).not.toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(emoji, '{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(emoji);
    await user.paste('🎉');
    expect(emoji).toBeValid();
    expect(screen.queryByText('Emoji only, up to 2')).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('refuses a pick with no image in it at once: the message, the name, no row and no upload', async () => {
    const user = userEvent.setup();
    const { onChooseAgain } = renderWithRefused(['meeting notes from the long planning day.txt']);

    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Only photos can go on your board.',
    );
    const refused = screen.getByTestId('vision-upload-refused');
    expect(within(refused).getByRole('alert')).toHaveTextContent(
      'This file is not an image. Choose a JPEG, PNG, WebP or HEIC photo.' +
        'meeting notes from the long planning day.txt',
    );
    expect(screen.queryByRole('list', { name: 'Chosen images' })).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByTestId('vision-upload-submit')).not.toBeInTheDocument();

    const chooseAgain = within(refused).getByTestId('vision-upload-choose-again');
    expect(chooseAgain).toHaveAccessibleDescription(/This file is not an image/);
    await user.click(chooseAgain);
    expect(onChooseAgain).toHaveBeenCalledTimes(1);
  });

  it('lists the files refused beside the images kept, with no second picker', () => {
    renderWithRefused(['a.txt', 'b.pdf'], 'boat.png');
    const refused = screen.getByTestId('vision-upload-refused');
    expect(refused).toHaveTextContent(
      'These files are not images. Choose JPEG, PNG, WebP or HEIC photos.',
    );
    expect(
      within(refused)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['a.txt', 'b.pdf']);
    expect(within(refused).queryByTestId('vision-upload-choose-again')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('vision-upload-item')).toHaveLength(1);
    expect(submit()).toHaveTextContent('Upload 1 image');
  });

  it('shows the preview as decoration, and a placeholder where the browser cannot draw it', () => {
    renderDialog('IMG_0001.heic');
    const preview = within(row(0)).getByTestId('vision-upload-preview');
    expect(preview).toHaveAttribute('alt', '');
    expect(preview).toHaveAttribute('src', 'blob:IMG_0001.heic');

    fireEvent.error(preview);

    expect(within(row(0)).queryByTestId('vision-upload-preview')).not.toBeInTheDocument();
    expect(within(row(0)).getByTestId('vision-upload-no-preview')).toHaveTextContent('No preview');
    expect(row(0)).toHaveTextContent('IMG_0001.heic');
  });
});
