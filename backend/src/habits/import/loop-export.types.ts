/** Loop's checkmark values (uhabits-core `Entry`); numeric habits store the amount × 1000. */
export const LOOP_VALUE = {
  unknown: -1,
  no: 0,
  /** Not done, but not expected either: implied by a frequency below once a day. */
  yesAuto: 1,
  yesManual: 2,
  skip: 3,
} as const;

/** One line of Habits.csv, whichever of Loop's two layouts it came in. */
export interface LoopHabitRow {
  /** Loop's 1-based position, as written ("001"): the prefix of the habit's folder. */
  position: number;
  name: string;
  question: string;
  description: string;
  /** Repetitions per `denominator` days: 3 and 7 is three times a week. */
  numerator: number;
  denominator: number;
  numeric: boolean;
  unit: string;
  /** For numeric habits: the day is kept with at least (or at most) `targetValue`. */
  targetType: 'AT_LEAST' | 'AT_MOST';
  targetValue: number;
  archived: boolean;
}

/** One line of a habit's Checkmarks.csv. */
export interface LoopCheckmark {
  /** YYYY-MM-DD */
  date: string;
  value: number;
}

export interface LoopHabit extends LoopHabitRow {
  checkmarks: LoopCheckmark[];
}

/** The CSV files of an export that the import reads, each read as a stream of its bytes. */
export interface LoopArchive {
  /** Habits.csv and the Checkmarks.csv files, by their path in the archive. */
  readonly paths: readonly string[];
  /** The file's bytes in chunks (nothing for a path the archive does not hold). */
  read(path: string): AsyncIterable<Buffer>;
  close(): void;
}
