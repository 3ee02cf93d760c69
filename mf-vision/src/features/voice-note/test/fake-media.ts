/** A microphone track whose `stop` the tests can check. */
type FakeTrack = { stop: ReturnType<typeof vi.fn>; kind: 'audio' };

/** A MediaRecorder that records a few bytes of the chosen type when stopped. */
export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = [];
  static supported: string[] = ['audio/webm;codecs=opus', 'audio/mp4'];
  static isTypeSupported = (type: string) => FakeMediaRecorder.supported.includes(type);

  state: 'inactive' | 'recording' = 'inactive';
  readonly mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? '';
    FakeMediaRecorder.instances.push(this);
  }

  start() {
    this.state = 'recording';
  }

  stop() {
    if (this.state === 'inactive') return;
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

/** Installs a microphone that answers `getUserMedia` (or refuses with `failure`). */
export function installMicrophone(failure?: unknown) {
  const tracks: FakeTrack[] = [];
  const getUserMedia = vi.fn(() => {
    if (failure !== undefined) return Promise.reject(failure);
    const track: FakeTrack = { stop: vi.fn(), kind: 'audio' };
    tracks.push(track);
    return Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream);
  });
  FakeMediaRecorder.instances = [];
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return { tracks, getUserMedia };
}

/** A browser without recording: no `navigator.mediaDevices`, no MediaRecorder. */
export function removeMicrophone() {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.stubGlobal('MediaRecorder', undefined);
}
