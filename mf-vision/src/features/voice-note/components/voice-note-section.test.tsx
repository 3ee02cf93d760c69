import type { VisionProfile } from '@goalcoach/contracts';
import { mockApiPerTest, renderWithProviders } from '@goalcoach/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProfileSections } from '../../../pages/profile-sections';
import { aProfile, aVoiceNote } from '../../../shared/test/fixtures';
import { objectUrlsPerTest } from '../../../shared/test/object-urls';
import { FakeMediaRecorder, installMicrophone, removeMicrophone } from '../test/fake-media';

const api = mockApiPerTest();
const urls = objectUrlsPerTest();
let profile: VisionProfile;

beforeEach(() => {
  profile = aProfile();
  api.on('GET', '/vision/profile', () => ({ status: 200, body: profile }));
  FakeMediaRecorder.supported = ['audio/webm;codecs=opus', 'audio/mp4'];
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function renderSection() {
  const result = renderWithProviders(<ProfileSections />);
  await screen.findByTestId('vision-voice-note');
  return result;
}

async function recordAndStop(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('voice-record'));
  await user.click(await screen.findByTestId('voice-stop'));
  return screen.findByTestId('voice-preview');
}

describe('Voice note', () => {
  it('records after the microphone is allowed, shows the time and stops into a preview', async () => {
    const user = userEvent.setup();
    const microphone = installMicrophone();
    await renderSection();

    expect(screen.getByTestId('voice-record')).toHaveTextContent('Record Voice Note');
    await user.click(screen.getByTestId('voice-record'));

    expect(await screen.findByTestId('voice-timer')).toHaveTextContent('0:00 / 3:00');
    expect(microphone.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(FakeMediaRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(screen.queryByTestId('voice-record')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('voice-stop'));

    const preview = await screen.findByTestId('voice-preview');
    expect(preview).toHaveAttribute('src', 'blob:test/1');
    expect(preview).toHaveAttribute('controls');
    expect(microphone.tracks[0]?.stop).toHaveBeenCalled();
    expect(screen.getByTestId('voice-save')).toBeEnabled();
    expect(screen.getByTestId('voice-discard')).toBeEnabled();
    expect(screen.queryByTestId('voice-timer')).not.toBeInTheDocument();
  });

  it('records in the first type the browser supports', async () => {
    const user = userEvent.setup();
    installMicrophone();
    FakeMediaRecorder.supported = ['audio/mp4'];
    await renderSection();

    await user.click(screen.getByTestId('voice-record'));
    await screen.findByTestId('voice-timer');

    expect(FakeMediaRecorder.instances[0]?.mimeType).toBe('audio/mp4');
  });

  it('counts the seconds and stops by itself at 3:00', async () => {
    const microphone = installMicrophone();
    await renderSection();
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });

    // The microphone answers in a microtask; the fake clock only moves when told.
    await act(async () => fireEvent.click(screen.getByTestId('voice-record')));
    expect(screen.getByTestId('voice-timer')).toHaveTextContent('0:00 / 3:00');
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByTestId('voice-timer')).toHaveTextContent('1:05 / 3:00');
    act(() => vi.advanceTimersByTime(114_000));
    expect(screen.getByTestId('voice-timer')).toHaveTextContent('2:59 / 3:00');
    expect(FakeMediaRecorder.instances[0]?.state).toBe('recording');
    act(() => vi.advanceTimersByTime(1_000));

    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(screen.getByTestId('voice-preview')).toBeInTheDocument();
    expect(screen.getByTestId('voice-auto-stopped')).toHaveTextContent(
      'Recording stopped at 3:00, the longest a voice note can be.',
    );
    expect(microphone.tracks[0]?.stop).toHaveBeenCalled();
  });

  it.each([
    [
      new DOMException('Permission denied', 'NotAllowedError'),
      "Microphone access was blocked. Allow it in your browser's site settings to record.",
    ],
    [new DOMException('Requested device not found', 'NotFoundError'), 'No microphone was found.'],
    [
      new DOMException('Could not start audio source', 'NotReadableError'),
      'Could not start audio source',
    ],
  ])('explains why it cannot record: %s', async (failure, message) => {
    const user = userEvent.setup();
    installMicrophone(failure);
    await renderSection();

    await user.click(screen.getByTestId('voice-record'));

    const error = await screen.findByTestId('voice-error');
    expect(error).toHaveAttribute('role', 'alert');
    expect(error).toHaveTextContent(message);
    expect(screen.getByTestId('voice-record')).toBeEnabled();
    expect(FakeMediaRecorder.instances).toEqual([]);
  });

  it('says so when the browser cannot record at all', async () => {
    const user = userEvent.setup();
    removeMicrophone();
    await renderSection();

    await user.click(screen.getByTestId('voice-record'));

    expect(await screen.findByTestId('voice-error')).toHaveTextContent(
      'Your browser cannot record audio. Try a recent Chrome, Firefox or Safari.',
    );
  });

  it("uploads the recording as 'audio', says 'Voice Note Saved' and plays the saved note", async () => {
    const user = userEvent.setup();
    installMicrophone();
    api.on('PUT', '/vision/voice-note', () => {
      profile = aProfile({ voiceNote: aVoiceNote({ durationSeconds: 75 }) });
      return { status: 200, body: profile };
    });
    await renderSection();

    // jsdom's form data loses file names on the way to the fake network: read them here.
    const append = vi.spyOn(FormData.prototype, 'append');
    await recordAndStop(user);
    await user.click(screen.getByTestId('voice-save'));

    expect(await screen.findByText('Voice Note Saved')).toBeInTheDocument();
    expect(append).toHaveBeenCalledWith('audio', expect.any(Blob), 'voice-note.webm');
    const body = String(api.calls('PUT', '/vision/voice-note')[0]?.body);
    expect(body).toContain('name="audio"');
    expect(body).toContain('Content-Type: audio/webm;codecs=opus');
    const player = await screen.findByTestId('voice-player');
    expect(player).toHaveAttribute('src', '/api/vision/files/voice-1.webm');
    expect(screen.getByTestId('voice-duration')).toHaveTextContent('1:15');
    expect(screen.queryByTestId('voice-preview')).not.toBeInTheDocument();
    expect(urls.revoked).toEqual(['blob:test/1']);
  });

  it("keeps the recording when the upload fails, saying 'Upload Failed' with the message", async () => {
    const user = userEvent.setup();
    installMicrophone();
    api.on('PUT', '/vision/voice-note', {
      status: 413,
      body: { statusCode: 413, message: 'The voice note is larger than 10 MB' },
    });
    await renderSection();

    await recordAndStop(user);
    await user.click(screen.getByTestId('voice-save'));

    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('The voice note is larger than 10 MB')).toBeInTheDocument();
    expect(screen.getByTestId('voice-preview')).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByTestId('voice-save')).toBeEnabled();
    expect(urls.revoked).toEqual([]);
  });

  it('discards a recording without sending it', async () => {
    const user = userEvent.setup();
    installMicrophone();
    await renderSection();

    await recordAndStop(user);
    await user.click(screen.getByTestId('voice-discard'));

    expect(screen.getByTestId('voice-record')).toHaveTextContent('Record Voice Note');
    expect(screen.queryByTestId('voice-preview')).not.toBeInTheDocument();
    expect(urls.revoked).toEqual(['blob:test/1']);
    expect(api.calls('PUT')).toEqual([]);
  });

  it('plays a saved note, records again in its place, deletes it after asking, then focuses Record', async () => {
    const user = userEvent.setup();
    installMicrophone();
    profile = aProfile({ voiceNote: aVoiceNote({ durationSeconds: 42 }) });
    api.on('DELETE', '/vision/voice-note', () => {
      profile = aProfile();
      return { status: 204 };
    });
    await renderSection();

    expect(await screen.findByTestId('voice-player')).toHaveAttribute(
      'src',
      '/api/vision/files/voice-1.webm',
    );
    expect(screen.getByTestId('voice-duration')).toHaveTextContent('0:42');
    expect(screen.getByTestId('voice-record')).toHaveTextContent('Record again');
    await recordAndStop(user);
    expect(screen.getByText('Saving replaces your current voice note.')).toBeInTheDocument();
    await user.click(screen.getByTestId('voice-discard'));

    await user.click(screen.getByTestId('voice-delete'));
    expect(await screen.findByRole('dialog')).toHaveAccessibleName('Delete your voice note?');
    await user.click(screen.getByTestId('voice-delete-confirm'));

    expect(await screen.findByText('Voice Note Deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('voice-record')).toHaveTextContent('Record Voice Note'),
    );
    expect(screen.queryByTestId('voice-player')).not.toBeInTheDocument();
    expect(api.calls('DELETE', '/vision/voice-note')).toHaveLength(1);
    // The Delete button went with the player: the focus moves on rather than to the page.
    await waitFor(() => expect(screen.getByTestId('voice-record')).toHaveFocus());
  });

  it('releases the microphone when the page goes away mid-recording', async () => {
    const user = userEvent.setup();
    const microphone = installMicrophone();
    const { unmount } = await renderSection();

    await user.click(screen.getByTestId('voice-record'));
    await screen.findByTestId('voice-timer');
    unmount();

    expect(microphone.tracks[0]?.stop).toHaveBeenCalled();
    expect(FakeMediaRecorder.instances[0]?.state).toBe('inactive');
    expect(urls.created).toEqual([]);
  });
});
