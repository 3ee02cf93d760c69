import AdmZip from 'adm-zip';
import { addDays, todayInAccountZone } from './account-calendar.js';

/**
 * A small export of Loop Habit Tracker (Settings → Export as CSV), laid out as Loop writes it:
 * `Habits.csv`, and a folder per habit with its `Checkmarks.csv` (`date,value`, newest first;
 * 2 done, 3 skipped, 0 not done). "Meditate" is done on the last `doneDays` days up to today.
 */
export function loopExportZip(doneDays: number): Buffer {
  const today = todayInAccountZone();
  const zip = new AdmZip();
  zip.addFile(
    'Habits.csv',
    Buffer.from(
      'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n' +
        '001,Meditate,YES_NO,Did you meditate today?,,1,1,#FF8F00,,,,false\n' +
        '002,Gym,YES_NO,Did you go to the gym?,,3,7,#00897B,,,,false\n',
    ),
  );
  const meditate = Array.from({ length: doneDays + 1 }, (_, back) =>
    back < doneDays ? `${addDays(today, -back)},2` : `${addDays(today, -back)},0`,
  );
  zip.addFile('001 Meditate/Checkmarks.csv', Buffer.from(`${meditate.join('\n')}\n`));
  const gym = [0, 2, 4].map((back) => `${addDays(today, -back)},2`);
  zip.addFile('002 Gym/Checkmarks.csv', Buffer.from(`${gym.join('\n')}\n`));
  return zip.toBuffer();
}
