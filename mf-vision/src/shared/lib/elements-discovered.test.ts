import { anImage, aProfile, aVoiceNote } from '../test/fixtures';
import { elementsDiscovered } from './elements-discovered';

describe('elementsDiscovered', () => {
  it('counts nothing on a new board', () => {
    expect(elementsDiscovered([], aProfile())).toBe(0);
  });

  it('counts one for any number of images, one for a statement, one for a voice note', () => {
    expect(elementsDiscovered([anImage(), anImage({ id: 'i2' })], aProfile())).toBe(1);
    expect(elementsDiscovered([], aProfile({ visionStatement: 'Sail' }))).toBe(1);
    expect(elementsDiscovered([], aProfile({ voiceNote: aVoiceNote() }))).toBe(1);
    expect(
      elementsDiscovered(
        [anImage()],
        aProfile({ visionStatement: 'Sail', voiceNote: aVoiceNote() }),
      ),
    ).toBe(3);
  });

  it('does not count a blank statement', () => {
    expect(elementsDiscovered([], aProfile({ visionStatement: '  ' }))).toBe(0);
  });
});
