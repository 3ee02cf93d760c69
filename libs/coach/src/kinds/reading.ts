import type { GoalKind } from '../goal-kind.js';

/**
 * Reading more books the way a reading coach builds the habit: a fixed daily slot and a place, a
 * book chosen for pull rather than duty and the next one always waiting, daily pages worked out
 * from the target, a reading log, audiobooks and short gaps for the busy days, permission to
 * drop a book after 50 pages; then wider reading (a new genre, a book club, a harder book) and a
 * finish with the quarter's books done. Twelve weeks are a quarter of a year, so the plan's books
 * are a quarter of the goal's yearly number (12 books when it names none); check-ins share it out.
 */
export const reading: GoalKind = {
  id: 'reading',
  label: 'Reading',
  field: 'reading',
  signals: [
    'read more book',
    'read',
    'read more',
    'read book',
    'book',
    'novel',
    'reading challenge',
    'read challenge',
    'goodreads',
    'audiobook',
    'book club',
    'bookworm',
    'kindle',
    'classic',
    'literature',
    'non fiction',
    'nonfiction',
    'finish a book',
    'book on my shelf',
    'reading list',
    'read list',
    'tbr',
  ],
  notWhen: [
    'read glass',
    'reading glass',
    'reading glasses',
    'write a book',
    'write my book',
    'write a novel',
    'write my novel',
    'finish my novel',
    'finish write',
    'publish a book',
    'publish my book',
    'self publish',
    'book a trip',
    'book a holiday',
    'book a flight',
    'book a table',
    'book an appointment',
    'book a vacation',
    'read music',
    'read sheet music',
    'read japanese',
    'read chinese',
    'read kanji',
    'read korean',
    'read arabic',
    'read tarot',
    'read palm',
    'read body language',
    'read lip',
    'classic car',
  ],
  lexicon: [
    'book',
    'read',
    'page',
    'chapter',
    'novel',
    'audiobook',
    'library',
    'e-reader',
    'author',
    'genre',
    'fiction',
    'story',
    'review',
    'log',
    'narrat',
    'classic',
    'memoir',
    'bookmark',
    'listen',
    'poetry',
  ],
  measure: {
    kind: 'amount',
    units: ['book', 'novel'],
    default: 12,
    step: 1,
    range: [1, 300],
    named: { 'book a week': 52, 'book a month': 12 },
    unreached: {
      title: 'The first {reach} read',
      description:
        'The first block of a longer reading goal: {reach} read in these 12 weeks, with the pace and the next list ready for the books still to come.',
      weeks: [
        {
          focus: 'Pages at a pace you can keep',
          description:
            'Your daily pages checked against {reach}, at a pace you can hold for months.',
          tasks: [
            'Count the books finished in your reading log and how many are left to reach {reach}',
            'Pick the next 3 books from your list with one under 200 pages, so a busy week still ends a book',
            'Read in your slot every day, and add 10 pages on 2 days to stay on pace',
            'Listen to an audiobook for {min:30} on 3 days while you walk, cook or commute',
            'Note your pages a day in your reading log and compare them with the pace you timed in week 5',
            'Finish your current book in a {min:60} session at the weekend and add it to your reading log',
          ],
        },
        {
          focus: 'The books after these 12 weeks',
          description: 'The next reading list chosen, so the habit runs on after these 12 weeks.',
          tasks: [
            'Write a reading list of your next 12 books, mixing long and short, fiction and non-fiction',
            'Reserve the first 3 books on the list at the library or download them to your e-reader',
            'Keep a book in your bag and another by your bed, and read from one of them every day',
            'Join a book club meeting or a readalong, or ask {person|a friend} to read the next book with you',
            'Rate every book in your reading log from 1 to 5 and note the genre of your top 3',
            'Read for {min:90} at the weekend and finish the book you are furthest into',
          ],
        },
        {
          focus: 'Books read, pace and the next 90 days',
          description:
            'The books read against {reach}, your pace, and the next 12 weeks of reading planned.',
          tasks: [
            'Read your daily pages and finish the book you are reading, or drop it and note why in your log',
            'Work out your pace from your reading log: books a month and pages a day since week 1',
            'Work out when your reading log will reach your whole target at this pace, and the daily pages that would bring it sooner',
            'Set the number of books for the next 90 days from your pace, and put the first one by your chair',
            'Recommend the best book of these 12 weeks to {person|a friend} and lend it or send them the title',
            'Count the books finished in your reading log against {reach}, and write down your pace and your book count for the next 90 days',
          ],
        },
      ],
    },
  },
  milestones: [
    {
      title: 'Make room to read',
      description:
        "A daily slot, the quarter's books chosen, your daily pages worked out, and the first book finished.",
      weeks: [
        {
          focus: 'A daily slot and a book',
          description: 'A time and a place to read every day, and a book that pulls you in.',
          tasks: [
            'Pick a daily reading slot, such as the commute, lunch or 20 minutes before bed, and put it in your calendar',
            'Choose the {q:0.25} you will read in these 12 weeks, starting with one you cannot wait to open',
            'Get your first book from the library, a bookshop or your e-reader, and keep it where you sit',
            'Work out your daily pages: multiply {q:0.25} by 300 pages and divide by 84 days',
            'Start a reading log: date, book, pages read and one line on what stayed with you',
            'Read for {min:15} in your slot with your phone in another room',
          ],
        },
        {
          focus: 'Daily pages',
          description: 'Your daily pages every day, in the slot and in the gaps.',
          tasks: [
            'Carry your book or an e-reader app everywhere, and read 5 pages in any wait',
            'Swap 15 minutes of evening scrolling for reading, with the phone charging in another room',
            'Read for {min:30} at the weekend in a comfortable spot with no screens',
            'Write one line in your reading log for each chapter you finish',
            'Line up your next book so it is waiting before you finish this one',
            'Read your daily pages in your slot every day this week, and tick them off in your reading log',
          ],
        },
        {
          focus: 'A book finished',
          description: 'A book done and reviewed, with the next one waiting.',
          tasks: [
            'Read your daily pages in your slot',
            'Give a book you are not enjoying 50 pages, then drop it without guilt and start the next',
            'Tell {person|a friend} about the book you are reading in 2 minutes',
            'Check that your reading log shows {q:0.06} finished, and note your average pages a day',
            'Have your next book beside you before you reach the last chapter',
            'Finish the book you are reading with a double session, and write a 3-sentence review of it in your log',
          ],
        },
      ],
    },
    {
      title: 'Read every day',
      description:
        'Audiobooks and short gaps for busy days, your reading pace measured, and the second book done.',
      weeks: [
        {
          focus: 'Audiobooks and spare minutes',
          description: 'Commutes, chores and queues turned into reading time.',
          tasks: [
            'Borrow an audiobook from your library app and listen on your commute, walks or chores',
            'Read your daily pages in your slot',
            'Find 3 short gaps in your day, such as a queue, a lunch break or a wait, and read 5 pages in each',
            'Read a paper book for {min:20} before bed instead of your phone',
            'Note in your reading log which of paper, e-reader or audiobook suits which time of day',
            'Read for {min:45} at the weekend with a drink and no phone',
          ],
        },
        {
          focus: 'Your reading pace',
          description: 'How fast you read, and a weekly page target from it.',
          tasks: [
            'Time yourself reading 10 pages and note your pages per hour in your reading log',
            'Read your daily pages in your slot',
            'Read 2 chapters at one sitting once this week, to find your longer rhythm',
            'Visit the library or a bookshop and choose 3 possible next books by their first page',
            'Add the pages you read each day to your log and total them on Sunday',
            'Set a weekly page target from your pace and write it on your bookmark',
          ],
        },
        {
          focus: 'Another book done',
          description: 'Another book finished and the pace checked against the target.',
          tasks: [
            'Read your daily pages in your slot',
            'Check that your reading log shows {q:0.12} finished, and add pages a day if you are behind',
            'Choose your next book from a different genre, fiction after non-fiction or the other way round',
            'Read for {min:30} somewhere new: a park, a café or the library',
            'Recommend one book to {person|a friend} and ask for one back',
            'Finish your current book and write a 3-sentence review of it in your reading log',
          ],
        },
      ],
    },
    {
      title: 'Widen what you read',
      description: 'A new genre, reading with others, and one longer or harder book.',
      weeks: [
        {
          focus: 'A new genre',
          description: 'A kind of book you rarely pick up, given a fair try.',
          tasks: [
            'Start a book from a genre you rarely read: a classic, a memoir, science or poetry',
            'Read your daily pages in your slot',
            'Read the first 50 pages of the new book, then decide whether to keep going',
            'Look up 3 book recommendations from a source you trust, such as a prize shortlist, a favourite author or a friend',
            'Copy one line worth remembering into your reading log after each session',
            'Read for {min:45} at the weekend',
          ],
        },
        {
          focus: 'Read with others',
          description: 'A book club or a shared read, and books talked about aloud.',
          tasks: [
            'Find a book club, a library reading group or an online readalong, and get its current book',
            'Read your daily pages in your slot',
            'Read a chapter aloud to a child, a partner or a friend',
            'Write a 3-sentence review of any book you finished',
            "Write 3 questions about the book club's book for the meeting",
            'Go to your first book club or readalong meeting, or start one with 2 friends',
          ],
        },
        {
          focus: 'A harder book',
          description: 'One longer or harder book, planned in chapters.',
          tasks: [
            'Start one longer or harder book and plan its chapters across 2 weeks',
            'Read your daily pages with a pencil, marking lines worth keeping',
            'Read one chapter slowly, then write its main idea in one sentence',
            'Keep a lighter book going for tired evenings alongside the harder one',
            'Check that your reading log shows {q:0.19} finished, and add pages a day if it does not',
            'Read for {min:45} at the weekend with no screens in reach',
          ],
        },
      ],
    },
    {
      title: "Finish the quarter's books",
      description:
        'Pages counted to the end, a reading weekend, and {q:0.25} read with the next list ready.',
      weeks: [
        {
          focus: 'Catch up and keep pace',
          description: 'The pages left divided by the days left, and the harder book finished.',
          tasks: [
            "Count the pages left in the quarter's books and divide them by the days left",
            'Add a second short reading session of 10 pages at lunch on 2 days',
            'Listen to an audiobook on your commute or walks for the extra pages',
            "Choose next quarter's first book so there is no gap",
            'Read your new daily pages in your slot',
            'Finish the harder book and write 3 sentences on what you got from it',
          ],
        },
        {
          focus: 'A reading weekend',
          description: 'Two long sessions to finish what is half read.',
          tasks: [
            'Read your daily pages in your slot',
            'Write 3-sentence reviews of every book you finished and have not reviewed yet',
            'Talk about your favourite book so far with {person|a friend} or your book club',
            'Check that your reading log shows {q:0.22} finished',
            'Pick the book you are more than halfway through to finish at the weekend',
            'Hold a reading weekend: 2 sessions of {min:60} with snacks and the phone off',
          ],
        },
        {
          focus: "The quarter's books",
          description: 'The last book finished, the log totalled, the next list written.',
          tasks: [
            'Read your daily pages and finish the last book of the quarter',
            'Total the pages you read in 12 weeks and your average a day',
            'Rank the books you read and write what made the best one work for you',
            "Write next quarter's reading list, with one book from a new genre",
            'Keep your daily reading slot in the calendar, and open the next book tonight',
            'Count the books finished in your reading log and compare them with your target of {q:0.25}',
          ],
        },
      ],
    },
  ],
  extras: [
    'Read for {min:20} in your daily slot with your phone in another room',
    'Read 5 pages in a wait or a queue instead of scrolling',
    "Add today's pages to your reading log",
    'Read the first page of 3 books to choose your next one',
  ],
  countermeasures: [
    {
      when: ['fall asleep', 'asleep', 'bedtime', 'sleepy', 'doze'],
      tasks: [
        'Move your reading slot from bedtime to the morning or lunch, when you are awake',
        'Read sitting up in a chair with a good light for 15 minutes before you go to bed',
      ],
    },
    {
      when: ['concentrat', 'focus', 'attention', 'mind wander', 'adhd'],
      tasks: [
        'Read in 2 blocks of {min:15} with a timer, and note the page at each stop',
        'Choose a shorter, plot-driven book, a thriller or short stories, until your focus returns',
      ],
    },
    {
      when: ['slow', 'dyslex', 'difficult to read', 'hard to read'],
      tasks: [
        'Pair the ebook with its audiobook and listen while you read along',
        'Pick books under 250 pages for this quarter',
      ],
    },
    {
      when: ['bore', 'stuck', 'stick in', 'slump', 'lose interest', 'lost interest'],
      tasks: [
        'Drop the book you are stuck in and start one a friend loved',
        'Reread a favourite book to get back the pull of reading',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the daily slot and always have the next book waiting; the pages add up to books without extra effort.',
    slipping: 'Shrink to 10 pages a day in your slot, and drop any book you dread opening.',
  },
  alternative: {
    title: 'Read by listening',
    description:
      'Audiobooks in the time you already have, commutes, walks and chores, with paper books for the evenings you want them.',
    weeks: [
      {
        focus: 'Set up audiobooks',
        description: 'A library app, a narrator you like, and listening in dead time.',
        tasks: [
          "Join your library's audiobook app, such as Libby or BorrowBox, and borrow 2 audiobooks",
          'Listen to a 5-minute sample of each and keep the one whose narrator you like',
          'Listen during chores: dishes, laundry or cooking',
          'Log the minutes and chapters you listened to in a reading log',
          'Reserve your next 2 audiobooks at the library so there is no gap',
          'Listen to the audiobook on your commute or a walk for {min:20}',
        ],
      },
      {
        focus: 'Listen every day',
        description: 'Daily listening and a faster speed once the story is easy to follow.',
        tasks: [
          'Listen to your audiobook for {min:30} every day, in the gaps you found',
          'Set the narration speed to 1.2 times once you follow the story comfortably',
          'Finish your first audiobook and write a 3-sentence review in your log',
          'Start the next audiobook the same day',
          'Try one paper book or ebook chapter in the evening, for a change of pace',
          'Check that your reading log shows {q:0.06} finished',
        ],
      },
      {
        focus: 'Finish by ear',
        description: 'Audiobooks finished at a steady pace, and the mix that suits you found.',
        tasks: [
          'Listen to your audiobook every day in your usual gaps',
          'Pick one long audiobook for a trip or a long walk at the weekend',
          'Talk about the book you are listening to with {person|a friend}',
          'Write 3-sentence reviews of the audiobooks you finished',
          'Decide which books you prefer to listen to and which to read on paper',
          'Check that your reading log shows {q:0.12} finished',
        ],
      },
    ],
  },
};
