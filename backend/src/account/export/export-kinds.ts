/**
 * The kinds of record the account export writes, each as `<file>.json` and `<file>.csv`: what
 * the person entered and what the app keeps of them, under the names the API uses. Never in an
 * export: ids of the owner, password hashes, session and reset tokens, storage keys, push
 * endpoints, and figures the app computes when it is asked (streaks, progress).
 *
 * `fields` maps each JSON key (and CSV column) to its SQL expression; `table` is the table read,
 * with its alias, and `ownerJoin` what its owner filter `ownerColumn = $1` needs besides it;
 * `joins` bring in the names a record shows (a goal's, a habit's); `order` is the reading order,
 * on the table's own columns, its last expression unique, so that pages of the export can follow
 * each other by those values (keyset paging).
 */
export interface ExportKind {
  file: string;
  /** For README.txt: what a row of this file is. */
  describes: string;
  fields: Readonly<Record<string, string>>;
  table: string;
  ownerJoin?: string;
  ownerColumn: string;
  joins?: string;
  order: readonly OrderKey[];
}

interface OrderKey {
  expression: string;
  /** PostgreSQL's type of the expression, to compare the text of a page's last value with. */
  type: 'date' | 'timestamptz' | 'integer' | 'uuid';
}

const byId = (alias: string): OrderKey => ({ expression: `${alias}.id`, type: 'uuid' });

export const EXPORT_KINDS: readonly ExportKind[] = [
  {
    file: 'goals',
    describes:
      'one goal: its name, the answers to the seven questions it was made from, its dates and ' +
      'its plan status (deletedAt is set for a goal in Recently Deleted)',
    fields: {
      id: 'g.id',
      goalName: 'g.goal_name',
      shortTitle: 'g.short_title',
      personalLegend: 'g.personal_legend',
      firstDailyAction: 'g.first_daily_action',
      answerGoal: 'g.ai_input_goal',
      answerWhy: 'g.ai_input_why',
      answerVision: 'g.ai_input_vision',
      answerResources: 'g.ai_input_resources',
      answerObstacles: 'g.ai_input_obstacles',
      answerWorkingStyle: 'g.ai_input_working_style',
      answerLifeImpact: 'g.ai_input_life_impact',
      startDate: 'g.start_date',
      endDate: 'g.end_date',
      planStatus: 'g.plan_status',
      planKind: 'g.plan_kind',
      planKindWords: "array_to_string(g.plan_kind_words, ', ')",
      planReach: 'g.plan_reach',
      createdAt: 'g.created_at',
      updatedAt: 'g.updated_at',
      deletedAt: 'g.deleted_at',
    },
    table: 'goals g',
    ownerColumn: 'g.user_id',
    order: [{ expression: 'g.created_at', type: 'timestamptz' }, byId('g')],
  },
  {
    file: 'milestones',
    describes: "one monthly milestone of a goal's plan (goalId is the goal's id in goals.json)",
    fields: {
      id: 'm.id',
      goalId: 'm.goal_id',
      goalName: 'g.goal_name',
      position: 'm.position',
      title: 'm.title',
      description: 'm.description',
      status: 'm.status',
      startDate: 'm.start_date',
      endDate: 'm.end_date',
    },
    table: 'milestones m',
    ownerJoin: 'JOIN goals o ON o.id = m.goal_id',
    ownerColumn: 'o.user_id',
    joins: 'JOIN goals g ON g.id = m.goal_id',
    order: [{ expression: 'm.start_date', type: 'date' }, byId('m')],
  },
  {
    file: 'checkpoints',
    describes: "one weekly checkpoint of a goal's plan, under its milestone",
    fields: {
      id: 'c.id',
      goalId: 'c.goal_id',
      milestoneId: 'c.milestone_id',
      goalName: 'g.goal_name',
      weekNumber: 'c.week_number',
      title: 'c.title',
      description: 'c.description',
      status: 'c.status',
      startDate: 'c.start_date',
      endDate: 'c.end_date',
    },
    table: 'checkpoints c',
    ownerJoin: 'JOIN goals o ON o.id = c.goal_id',
    ownerColumn: 'o.user_id',
    joins: 'JOIN goals g ON g.id = c.goal_id',
    order: [{ expression: 'c.start_date', type: 'date' }, byId('c')],
  },
  {
    file: 'tasks',
    describes:
      'one daily task, on its day, with its status: of a goal, or your own (goalId and goalName ' +
      'empty for a task added without a goal); writtenByYou is true for a task you added or reworded',
    fields: {
      id: 't.id',
      goalId: 't.goal_id',
      checkpointId: 't.checkpoint_id',
      goalName: 'g.goal_name',
      date: 't.date',
      position: 't.position',
      task: 't.task',
      status: 't.status',
      markedAsWin: 't.marked_as_win',
      writtenByYou: 't.written_by_person',
      completedAt: 't.completed_at',
      createdAt: 't.created_at',
    },
    table: 'tasks t',
    ownerColumn: 't.user_id',
    joins: 'LEFT JOIN goals g ON g.id = t.goal_id',
    order: [{ expression: 't.date', type: 'date' }, byId('t')],
  },
  {
    file: 'habits',
    describes:
      'one habit: what it is, how often (frequency daily, weekly or custom; customDays 0 = ' +
      'Sunday), its cue and reward, and the goal it serves',
    fields: {
      id: 'h.id',
      habitName: 'h.habit_name',
      description: 'h.description',
      category: 'h.category',
      categoryIcon: 'h.category_icon',
      isAntiHabit: 'h.is_anti_habit',
      frequency: 'h.frequency',
      targetCount: 'h.target_count',
      customDays: 'h.custom_days',
      cue: 'h.cue',
      reward: 'h.reward',
      goalId: 'h.goal_id',
      goalConnection: 'h.goal_connection',
      displayOrder: 'h.display_order',
      createdOn: 'h.created_on',
      createdAt: 'h.created_at',
    },
    table: 'habits h',
    ownerColumn: 'h.user_id',
    order: [{ expression: 'h.display_order', type: 'integer' }, byId('h')],
  },
  {
    file: 'habit-entries',
    describes: 'one day of a habit: done (count times) or skipped; a day with no row was not done',
    fields: {
      id: 'e.id',
      habitId: 'e.habit_id',
      habitName: 'h.habit_name',
      date: 'e.entry_date',
      status: 'e.status',
      count: 'e.count',
    },
    table: 'habit_entries e',
    ownerColumn: 'e.user_id',
    joins: 'JOIN habits h ON h.id = e.habit_id',
    order: [{ expression: 'e.entry_date', type: 'date' }, byId('e')],
  },
  {
    file: 'habit-reflections',
    describes: 'one weekly reflection written on a habit',
    fields: {
      id: 'r.id',
      habitId: 'r.habit_id',
      habitName: 'h.habit_name',
      weekOn: 'r.week_on',
      reflection: 'r.reflection',
      createdAt: 'r.created_at',
    },
    table: 'habit_reflections r',
    ownerColumn: 'r.user_id',
    joins: 'JOIN habits h ON h.id = r.habit_id',
    order: [{ expression: 'r.week_on', type: 'date' }, byId('r')],
  },
  {
    file: 'check-ins',
    describes:
      "one day's check-in: the daily action done or not, wins, lessons, and confidence " +
      '(confidenceGiven is false for an older check-in whose confidence was not asked)',
    fields: {
      id: 'c.id',
      date: 'c.date',
      completedDailyAction: 'c.completed_daily_action',
      wins: 'c.wins',
      lessons: 'c.lessons',
      confidenceLevel: 'c.confidence_level',
      confidenceGiven: 'c.confidence_given',
      createdAt: 'c.created_at',
      updatedAt: 'c.updated_at',
    },
    table: 'daily_checkins c',
    ownerColumn: 'c.user_id',
    order: [{ expression: 'c.date', type: 'date' }, byId('c')],
  },
  {
    file: 'weekly-reviews',
    describes: "one week's review: wins, what worked, what did not, what to improve",
    fields: {
      id: 'w.id',
      weekStart: 'w.week_start',
      reviewDate: 'w.review_date',
      winsThisWeek: 'w.wins_this_week',
      whatWorked: 'w.what_worked',
      whatDidntWork: 'w.what_didnt_work',
      areasToImprove: 'w.areas_to_improve',
    },
    table: 'weekly_reviews w',
    ownerColumn: 'w.user_id',
    order: [{ expression: 'w.week_start', type: 'date' }, byId('w')],
  },
  {
    file: 'monthly-reviews',
    describes: "one month's review: its summaries, figures and the coach's note",
    fields: {
      id: 'm.id',
      year: 'm.year',
      month: 'm.month',
      totalWins: 'm.total_wins',
      totalLessons: 'm.total_lessons',
      weeklyHighlights: 'm.weekly_highlights',
      areasToImprove: 'm.areas_to_improve',
      generatedWins: 'm.generated_wins',
      generatedLessons: 'm.generated_lessons',
      generatedHighlights: 'm.generated_highlights',
      generatedAreas: 'm.generated_areas',
      averageConfidence: 'm.average_confidence',
      daysCheckedIn: 'm.days_checked_in',
      tasksCompleted: 'm.tasks_completed',
      totalStreakDays: 'm.total_streak_days',
      coachNote: 'm.coach_note',
      generatedAt: 'm.generated_at',
      createdAt: 'm.created_at',
      updatedAt: 'm.updated_at',
    },
    table: 'monthly_reviews m',
    ownerColumn: 'm.user_id',
    order: [{ expression: 'm.created_at', type: 'timestamptz' }, byId('m')],
  },
  {
    file: 'vision-statement',
    describes:
      'the vision statement, and the voice note kept with it (its file is in files/, when there is one)',
    fields: {
      statement: 'p.statement',
      voiceNoteType: 'p.audio_content_type',
      voiceNoteDurationMs: 'p.audio_duration_ms',
      voiceNoteRecordedAt: 'p.audio_created_at',
      updatedAt: 'p.updated_at',
    },
    table: 'vision_profiles p',
    ownerColumn: 'p.user_id',
    order: [{ expression: 'p.user_id', type: 'uuid' }],
  },
  {
    file: 'vision-images',
    describes:
      'one image of the vision board, by its place on the board, with its caption (the image is files/vision-board/<position>.webp)',
    fields: {
      id: 'i.id',
      position: 'i.position + 1',
      caption: 'i.caption',
      emoji: 'i.emoji',
      width: 'i.width',
      height: 'i.height',
      createdAt: 'i.created_at',
    },
    table: 'vision_images i',
    ownerColumn: 'i.user_id',
    order: [{ expression: 'i.position', type: 'integer' }, byId('i')],
  },
];
