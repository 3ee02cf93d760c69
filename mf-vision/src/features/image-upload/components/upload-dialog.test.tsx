import { render, screen, within } from '@testing-library/react';
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
  const onSubmit = vi.fn();
  function Harness() {
    const [drafts, setDrafts] = useState(names.map(aDraft));
    const opener = useRef<HTMLButtonElement>(null);
    return (
      <UploadDialog
        drafts={drafts}
        leftOutMessage={null}
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
  return { onSubmit };
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
});
