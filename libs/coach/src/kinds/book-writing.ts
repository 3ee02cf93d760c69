import type { GoalKind } from '../goal-kind.js';

/**
 * Writing a book the way a writing coach runs a first draft: the premise, the main character and a
 * chapter outline first, then sessions at a fixed time five days a week with a word count that
 * grows to a steady pace, no editing while drafting (problems go in a notes file), a check of the
 * outline at the midpoint, the end typed in week 11, and a read-through and revision plan to
 * close. Session word counts are shares of the goal's length (50,000 words when it names none)
 * and add up to the whole draft.
 */
export const bookWriting: GoalKind = {
  id: 'book-writing',
  label: 'Writing a book',
  field: 'creative',
  signals: [
    'write a book',
    'write',
    'book',
    'novel',
    'novella',
    'memoir',
    'manuscript',
    'novel draft',
    'word novel',
    'write a memoir',
    'write my memoir',
    'write my book',
    'write a novel',
    'write my novel',
    'finish my book',
    'finish my novel',
    'finish a novel',
    'first draft',
    'picture book',
    'children book',
    'cookbook',
    'recipe book',
    'self publish',
    'publish',
    'publish a book',
    'publish my book',
    'author',
    'nanowrimo',
    'fiction',
    'ebook',
    'kindle',
    'short story collection',
    'life story',
  ],
  notWhen: [
    'read',
    'reading',
    'audiobook',
    'book club',
    'bookkeeping',
    'book keeping',
    'book a trip',
    'book a holiday',
    'book a vacation',
    'book a flight',
    'book a table',
    'book a class',
    'book an appointment',
    'book my test',
    'book my driving test',
    'textbook',
    'study guide',
    'exam',
    'write code',
    'code',
    'write a program',
    'song',
    'lyric',
    'album',
    'poem',
    'poetry',
    'blog',
    'letter',
    'email',
    'essay',
    'thesis',
    'dissertation',
    'report',
    'article',
    'journal',
    'diary',
    'gratitude',
    'write my will',
    'write a will',
    'business plan',
    'grant',
    'resume',
    'cv',
    'proposal',
  ],
  lexicon: [
    'writ',
    'word',
    'draft',
    'chapter',
    'scene',
    'outline',
    'synopsis',
    'premise',
    'character',
    'manuscript',
    'plot',
    'story',
    'revision',
    'reader',
    'turning point',
    'climax',
    'dialogue',
    'book',
    'genre',
    'sprint',
    'the end',
    'notes file',
  ],
  measure: {
    kind: 'amount',
    units: ['word'],
    default: 50000,
    step: 100,
    range: [500, 300000],
    unreached: {
      title: 'Draft the first {reach}',
      description:
        'The first block of a longer book: the draft carried to {reach} at a steady daily pace, with a pace set for the chapters still to write.',
      weeks: [
        {
          focus: 'Words on pace',
          description:
            'Your word count checked against {reach}, in sessions you can keep up for months.',
          tasks: [
            'Add up your words so far in your tracker and work out the daily count that reaches {reach} by week 12',
            'Write for {min:60} at your fixed time, picking up the next scene on your outline',
            'Write a {min:20} sprint before your main session to get the words moving',
            'Write for {min:60}, skipping any scene you are stuck on and marking it [SKIP] in the manuscript',
            'Mark on your outline the chapter your draft should reach at {reach}',
            "Log this week's words and check them against the weekly count that reaches {reach}",
          ],
        },
        {
          focus: 'A pace for the whole book',
          description: 'Writing sessions planned for the months the rest of the draft will take.',
          tasks: [
            'Write for {min:60} at your fixed time, starting from the sentence you stopped on',
            'Work out your average words per session from your tracker since week 1',
            'Write a scene that moves your main character closer to the next turning point',
            'Write one longer weekend session of {min:90} with your notes file open for anything to fix later',
            'Choose 2 days a week for longer writing sessions over the next 90 days and mark them in your calendar',
            "Log this week's words and the chapter of your outline the draft has reached",
          ],
        },
        {
          focus: 'The draft so far and the next 90 days',
          description:
            'The words written against {reach}, your pace, and the next 12 weeks of the draft planned.',
          tasks: [
            'Write for {min:60}, ending the session mid-scene so the next block of writing starts easily',
            'Save a dated copy of the manuscript so far in the cloud and on a USB stick',
            'Read your outline and mark the chapters written and the chapters still to write',
            'Work out your pace in words a week since week 1, and the month the whole draft will be written at it',
            'Set the word count for the next 90 days and the chapter of your outline it should reach',
            'Log your words against {reach}, and write down your weekly pace and your word count for the next 90 days',
          ],
        },
      ],
    },
  },
  milestones: [
    {
      title: 'Premise, character and outline',
      description:
        'What the book is about, who it follows and a chapter-by-chapter map, then the first chapters and a daily writing time.',
      weeks: [
        {
          focus: 'The premise',
          description: 'What the book is about in one sentence, who it follows and who it is for.',
          tasks: [
            'Write your premise in one sentence: who wants what, what stands in the way, and what is at stake',
            'Read the first chapters of 2 books like yours and note how each one opens',
            'Write a one-page synopsis (beginning, middle and end), even if the ending may change',
            'Write a character sheet for your main character: want, fear, flaw and how they change',
            'Block {min:45} for writing on 5 days a week in your calendar, always at the same hour',
            'Write a test scene of {q:0.01} from the middle of the story, to find the voice',
          ],
        },
        {
          focus: 'The outline',
          description: 'A chapter-by-chapter outline, and the first chapter written.',
          tasks: [
            'Outline the book in 3 acts or parts, with the turning point that ends each one',
            'Break the outline into chapters, one line per chapter on what happens and what changes',
            "Set up your manuscript file and a word-count tracker (a spreadsheet or Scrivener's targets)",
            'Write {q:0.02} of chapter 1 in {min:60}, without going back to edit',
            'Write the rest of chapter 1, about {q:0.02}, and stop mid-sentence so tomorrow starts easily',
            "Log this week's words in your tracker",
          ],
        },
        {
          focus: 'The writing habit',
          description: 'Five sessions at a fixed time and place, and no editing.',
          tasks: [
            'Write {q:0.012} of chapter 2 at your fixed writing time, with your phone in another room',
            'Write {q:0.012} more and finish chapter 2',
            'Write {q:0.012} of chapter 3, typing [TK] where you need a fact instead of stopping to research',
            'Write {q:0.012} more of chapter 3',
            'Write {q:0.012}, and put any change to earlier chapters in a notes file instead of making it',
            "Log this week's words in your tracker: about {q:0.06}",
          ],
        },
      ],
    },
    {
      title: 'Draft the first half',
      description:
        'A steady daily word count, scenes that turn, and the draft past its first turning point.',
      weeks: [
        {
          focus: 'Finding the pace',
          description: 'Longer sessions and a steady weekly word count.',
          tasks: [
            'Write {q:0.02} in {min:60}, following your chapter outline',
            'Write {q:0.02}, rereading only your last paragraph before you start',
            'Write {q:0.02}, ending the session in the middle of a scene',
            'Write {q:0.02} and put any plot holes you notice in your notes file, not in the draft',
            'Take a day off writing and read 30 pages of a book in your genre',
            'Log your words: about {q:0.2} of the draft written so far',
          ],
        },
        {
          focus: 'Scenes that turn',
          description: 'Every scene changes something; draft toward the first turning point.',
          tasks: [
            'Before writing, list your next 3 scenes and what changes in each',
            'Write {q:0.025} toward your first turning point',
            'Write {q:0.025}, telling one scene mostly through dialogue',
            'Write {q:0.025} and reach the first turning point of your outline',
            'Write {q:0.025} of the next chapter',
            'Log your words: about {q:0.3} of the draft written so far',
          ],
        },
        {
          focus: 'The midpoint check',
          description: 'Step back once: is the draft still heading for the ending you outlined?',
          tasks: [
            'Write {q:0.025} in {min:60}, picking up where your last scene stopped',
            'Write {q:0.025} and stop mid-sentence',
            'Read your outline (not the draft) for 30 minutes and update the chapters still to come',
            'Write {q:0.025} toward the midpoint of the story',
            'Write {q:0.025} and reach the midpoint of the story',
            'Log your words: about {q:0.4} of the draft written so far',
          ],
        },
      ],
    },
    {
      title: 'Draft the second half',
      description: 'Higher stakes, the second turning point and the run-up to the climax.',
      weeks: [
        {
          focus: 'Raising the stakes',
          description: 'Make things harder for your main character, chapter by chapter.',
          tasks: [
            'Write {q:0.028} in {min:60}, making things harder for your main character',
            'Write {q:0.028}, including a scene where a plan fails',
            'Write {q:0.028} and keep a list of loose threads to tie up at the end of the story',
            'Write {q:0.028} of the next chapter',
            'Take a day off writing and think through the next chapter on a 30-minute walk',
            'Log your words: about {q:0.5} of the draft written so far',
          ],
        },
        {
          focus: 'The second turning point',
          description: 'Draft through the second turning point without stopping to fix.',
          tasks: [
            'Write {q:0.03} toward your second turning point',
            'Write {q:0.03}, cutting nothing: mark weak passages with [FIX] and move on',
            'Write {q:0.03} and reach the second turning point',
            'Write {q:0.03} in a longer weekend session of {min:90}',
            'Reread your synopsis and adjust the ending if the story has changed',
            'Log your words: about {q:0.63} of the draft written so far',
          ],
        },
        {
          focus: 'Toward the climax',
          description: 'Every remaining scene listed, and the draft closing in on the climax.',
          tasks: [
            'List the scenes between here and the end of the story, one line each',
            'Write {q:0.03} of the run-up to the climax',
            'Write {q:0.03}, letting your main character choose rather than be rescued',
            'Write {q:0.03}, bringing back one loose thread from your list',
            'Write {q:0.03} in a weekend session of {min:90}',
            'Log your words: about {q:0.75} of the draft written so far',
          ],
        },
      ],
    },
    {
      title: 'The end and a revision plan',
      description:
        'The climax and the last chapters, the end typed, and a read-through that plans the second draft.',
      weeks: [
        {
          focus: 'The climax',
          description: 'Write the climax and what it changes.',
          tasks: [
            'Write {q:0.032} of the climax in a long session of {min:90}',
            'Write {q:0.032} and finish the climax',
            'Write {q:0.032} of the aftermath: what has changed for your main character',
            'Write {q:0.032}, tying off the loose threads on your list',
            'List the scenes of your final chapters, one line each',
            'Log your words: about {q:0.88} of the draft written so far',
          ],
        },
        {
          focus: 'Type The End',
          description: 'Write the last chapters and finish the first draft.',
          tasks: [
            'Write {q:0.03} of the final chapters',
            'Write {q:0.03} more of the final chapters',
            'Write {q:0.03} of the last chapter',
            'Write the last scene and type The End',
            'Back up the finished manuscript in 2 places: the cloud and a USB stick',
            'Log your final word count against {q}',
          ],
        },
        {
          focus: 'Read-through and revision plan',
          description: 'Rest, read the whole draft as a reader would, and plan the second draft.',
          tasks: [
            'Rest from the manuscript for 3 days and read a book for pleasure',
            'Read your whole draft in 2 or 3 sittings, on paper or an e-reader, without fixing anything',
            'Make notes chapter by chapter: what works, what is missing, what to cut',
            'Write a one-page revision plan: the 5 biggest changes, in order',
            'Choose 2 or 3 beta readers, or a writing group, for the second draft',
            'Set a date to start the second draft and a date to finish it',
          ],
        },
      ],
    },
  ],
  extras: [
    'Write {q:0.01} in a timed sprint of {min:20}',
    'Write a character sheet for a secondary character',
    'Read 30 pages of a book in your genre and note one technique to borrow',
    'Update your outline for the next 3 chapters',
  ],
  countermeasures: [
    {
      when: ['block', 'stuck', 'blank page', 'idea', 'inspir'],
      tasks: [
        'Write the scene you most want to write next, even out of order',
        'Do a 15-minute writing sprint with a timer and no stopping, on the page in front of you',
      ],
    },
    {
      when: ['perfect', 'edit', 'rewrite', 'not good enough', 'quality'],
      tasks: [
        'Turn off spellcheck while drafting and keep a notes file for everything you want to fix later',
      ],
    },
    {
      when: ['plot', 'structure', 'middle', 'sag', 'outline'],
      tasks: [
        'Outline your next 3 scenes before each session, one line each: what the character wants and what stops them',
      ],
    },
    {
      when: ['publish', 'agent', 'market', 'sell'],
      tasks: [
        'Finish the draft first: note publishing questions in a file and come back to them after the read-through',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Protect the daily word count and keep editing out of the draft: a finished rough draft can be fixed, a perfect half cannot.',
    slipping:
      'Drop to 15 minutes a day at a fixed time and stop each session mid-sentence, so the next one starts easily.',
  },
  alternative: {
    title: 'Discovery writing',
    description:
      'Write without an outline: draft scene by scene to discover the story, then outline from the draft toward the ending.',
    weeks: [
      {
        focus: 'Write into the dark',
        description: 'Start with a character who wants something and follow them.',
        tasks: [
          'Write an opening scene of {q:0.01} with a character who wants something',
          'Write {q:0.015}, following whatever the character does next',
          'Write {q:0.015}, adding a problem the character cannot solve easily',
          'Write {q:0.015} and end the scene on a question',
          'Keep a running scene list: one line for each scene written so far',
          "Log this week's words in your tracker",
        ],
      },
      {
        focus: 'Follow the trouble',
        description: 'Make the problem worse and let the story show its direction.',
        tasks: [
          'Write {q:0.02}, making the problem worse',
          "Write {q:0.02} from another character's point of view",
          'Write {q:0.02} of a scene where a secret comes out',
          'Write {q:0.02}, and note in your scene list where the story seems to be heading',
          'Read your scene list and cut or merge the scenes that repeat each other',
          "Log this week's words in your tracker",
        ],
      },
      {
        focus: 'Outline from the draft',
        description: 'See the ending, outline toward it, and keep drafting.',
        tasks: [
          'Read your scene list and write the ending you now see, in one paragraph',
          'Write a rough outline from your scene list to that ending',
          'Write {q:0.025} toward the ending',
          'Write {q:0.025} of the next chapter on your outline',
          'Write {q:0.025}, bringing back the character from your opening scene',
          'Log your words against {q}',
        ],
      },
    ],
  },
};
