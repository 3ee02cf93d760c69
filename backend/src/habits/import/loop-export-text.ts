/** Said with every refusal of a file, so the user knows what to upload instead. */
export const EXPECTED_EXPORT =
  'Expected the ZIP that Loop Habit Tracker writes with Settings → Export as CSV: Habits.csv ' +
  'and a folder per habit ("001 Name/Checkmarks.csv").';
