import type { GoalShape } from './goal-shape.js';

/**
 * Earning a licence or certification (pilot, scuba, first aid, food hygiene, real estate) the way
 * a licensing tutor schedules it backwards from a booked date: eligibility, the official syllabus
 * and a diagnostic test first, then study blocks on the weakest domains with reviews spaced over
 * days (1, 3 and 7 days after), then timed mock tests as retrieval practice under test conditions,
 * each one steering the next week, and a last week of light review and ID, route and timing.
 */
export const licenceShape: GoalShape = {
  id: 'licence',
  label: 'Earn a licence',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'qualify',
      'qualify as',
      'qualify for',
      'certify',
      'recertify',
      'license',
      'accredit',
      'pass',
      'sit',
      'resit',
      'retake',
      'renew',
      'revalidate',
      'study for',
      'train for',
      'register as',
      'obtain',
    ],
    objects: [
      'licence',
      'license',
      'certificate',
      'certification',
      'permit',
      'qualification',
      'exam',
      'test',
      'credential',
      'diploma',
      'rating',
      'card',
      'course',
      'accreditation',
      'registration',
      'endorsement',
      'badge',
    ],
  },
  lexicon: [
    'licence',
    'exam',
    'syllabus',
    'domain',
    'study',
    'review',
    'mock',
    'test',
    'question',
    'requirement',
    'score',
    'flashcard',
    'assessment',
    'logbook',
    'instructor',
    'certif',
    'course',
  ],
  keyEvent: { week: 11, name: 'the test' },
  milestones: [
    {
      title: 'Requirements and a booked date',
      description:
        'What the licence asks of you, the date you take it, and where you stand before studying.',
      weeks: [
        {
          focus: 'Read the rules',
          description:
            'The official requirements, the parts of the assessment and a date to aim at.',
          tasks: [
            'Find the official body for {thing|the licence} and save its syllabus, handbook and list of requirements',
            'List every eligibility rule for {thing|the licence} (age, medical, prior hours, earlier courses) and tick the ones you already meet',
            'Write down each part of the assessment for {thing|the licence} (written exam, practical test, logged hours) with its pass mark',
            'Gather the first two documents the application for {thing|the licence} asks for, such as ID and a photo, and list the rest',
            'Block four study sessions of {min:45} a week in your calendar from now to the exam',
            'Book the exam or test date for {thing|the licence} about 11 weeks out, or note in your calendar the day bookings open',
          ],
        },
        {
          focus: 'Diagnostic test',
          description: 'The syllabus split into domains, and an honest first score on each.',
          tasks: [
            'Split the syllabus of {thing|the licence} into its domains on one page, with the weight of each in the exam',
            'Take a timed diagnostic test for {thing|the licence} before studying anything, and score it by domain',
            'Rank the domains from weakest to strongest and mark the two weakest in red',
            'Choose one main study text and one bank of practice questions for {thing|the licence}, and no more',
            'Book the practical parts {thing|the licence} asks for: a course, an instructor, a medical or supervised hours',
            'Write your study map for {thing|the licence}: each domain, its diagnostic score and the weeks you give it, weakest first',
          ],
        },
        {
          focus: 'Study setup',
          description:
            'A place, a deck of flashcards and an error log, so every session starts fast.',
          tasks: [
            'Set up a study corner for {thing|the licence} with the syllabus, your text and a timer, so a session starts within 2 minutes',
            'Start a flashcard deck for {thing|the licence}: 20 cards on the terms of the weakest domain',
            'Study the weakest domain of {thing|the licence} for {min:45}, turning each heading into a question you answer from memory',
            'Start an error log for {thing|the licence}: each missed question, why you missed it and the rule behind it',
            'Tell {person|a friend} your exam date and ask them to quiz you from your flashcards once a week',
            'Do 20 practice questions for {thing|the licence} on the weakest domain and write the score next to your diagnostic one',
          ],
        },
      ],
    },
    {
      title: 'Study domain by domain',
      description:
        'Each domain learned in blocks, weakest first, with reviews spaced over days so it stays.',
      weeks: [
        {
          focus: 'First weak domain',
          description: 'Learn it from two angles, then test yourself on it.',
          tasks: [
            'Study the first weak domain of {thing|the licence} for {min:45} with your main text, closing the book to sum up each section',
            "Review the domain's flashcards for {thing|the licence} for 10 minutes before you open anything new",
            'Do 25 practice questions for {thing|the licence} on the domain and log every miss in your error log',
            'Study the same domain for {min:45} from a second angle: a video, a diagram or the official handbook of {thing|the licence}',
            'Explain the domain aloud in 3 minutes to {person|a friend} or a recording, without notes',
            'Score 30 mixed questions on the domain for {thing|the licence} and write the score on your study map',
          ],
        },
        {
          focus: 'Second weak domain',
          description: 'A new domain, while last week is reviewed on a spaced schedule.',
          tasks: [
            'Study the second weak domain of {thing|the licence} for {min:45}, making 15 new flashcards as you go',
            "Review last week's domain 1, 3 and 7 days after you studied it, 10 minutes of flashcards each time",
            'Do 25 practice questions for {thing|the licence} on the new domain untimed and read the explanation of each',
            'Draw one diagram, table or memory aid for the hardest rule of {thing|the licence} and study it daily',
            'Book or log one practical hour, lesson or skill check that {thing|the licence} requires',
            'Do 30 mixed questions for {thing|the licence} across both domains and compare the score with your diagnostic',
          ],
        },
        {
          focus: 'Halfway check',
          description: 'A third domain, the error log cleared and a first full mock test.',
          tasks: [
            'Study the third domain of {thing|the licence} for {min:45} and add 15 flashcards',
            'Clear the error log for {thing|the licence}: redo every question you missed so far and mark the ones you now get right',
            'Ask your instructor, a tutor or a forum the two questions about {thing|the licence} you are still stuck on',
            'Review the flashcards of all domains for 15 minutes, shuffled together',
            'Check the paperwork for {thing|the licence}: application sent, medical or course certificate in hand, logged hours counted',
            'Sit a first full-length mock test of {thing|the licence} under timed conditions and score it by domain',
          ],
        },
      ],
    },
    {
      title: 'Practise under test conditions',
      description:
        'Timed mock tests as retrieval practice, each one deciding what the next week of study covers.',
      weeks: [
        {
          focus: 'Mock and repair',
          description: 'Sort what the mock got wrong, and repair the biggest cause.',
          tasks: [
            'Sort the misses of your mock test for {thing|the licence} into three piles: did not know, misread, ran out of time',
            'Study the domain of {thing|the licence} with the most "did not know" misses for {min:45}',
            'Practise reading each exam question for {thing|the licence} twice and underlining its key word, on 20 questions',
            'Review your flashcards for 15 minutes and retire the cards you have got right five times',
            'Do a timed set of 30 questions for {thing|the licence} at the pace the real exam allows per question',
            'Rehearse the practical part of {thing|the licence} once from start to finish, or write its steps from memory for review',
          ],
        },
        {
          focus: 'Second mock',
          description: 'A full rehearsal of the exam, after a week on what the first one showed.',
          tasks: [
            'Write the pass mark of {thing|the licence} and your last mock score at the top of your study page',
            'Study the weakest domain left in {thing|the licence} for {min:45} and redo its error-log questions',
            'Do 40 mixed questions for {thing|the licence} in one timed sitting, with no notes and no phone',
            'Have {person|a friend} quiz you for 15 minutes on the rules you still mix up, from your flashcards',
            'Rewrite your notes for {thing|the licence} as a one-page summary per domain',
            'Sit a second full mock of {thing|the licence} under exam conditions: the same length, time of day and breaks',
          ],
        },
        {
          focus: 'Close the gaps',
          description: 'The topics that still lose marks, each one drilled until it holds.',
          tasks: [
            'Compare your two mock tests of {thing|the licence} by domain and list the 3 topics where you still lose the most marks',
            'Study each of the 3 topics for {min:30}, one a day',
            'Make 10 new flashcards for {thing|the licence} from the questions you missed twice',
            'Practise the hardest skill or calculation of {thing|the licence} 5 times, until you get it right without help',
            'Do 30 timed questions for {thing|the licence} mixing every domain, and aim 10 points above the pass mark',
            'Sit a third full mock of {thing|the licence} and score it: aim for a clear margin over the pass mark',
          ],
        },
      ],
    },
    {
      title: 'Final review and test-day logistics',
      description:
        'Light review, nothing new, and every detail of the day settled so only the test is left.',
      weeks: [
        {
          focus: 'Last full rehearsal',
          description: 'One more mock at the real time of day, and the day itself planned.',
          tasks: [
            'Confirm the date, time and place of the assessment for {thing|the licence}, and the ID it asks for',
            'Review your one-page summaries for {thing|the licence} for 20 minutes a day, one domain each day',
            'Redo every question in your error log one last time',
            'Plan the route to the test centre for {thing|the licence} and check how long it takes at that time of day',
            'List what to bring for {thing|the licence}: ID, confirmation, logbook and any kit or calculator the rules allow',
            'Sit your last full mock of {thing|the licence} at the time of day of the real test',
          ],
        },
        {
          focus: 'Test week',
          description: 'Only review, rest and the test itself.',
          tasks: [
            'Review only your flashcards and summaries for {thing|the licence}, 20 minutes a day, nothing new',
            'Do 20 easy questions for {thing|the licence} from your strongest domain to end the studying on a win',
            'Lay out your ID, confirmation and kit for {thing|the licence} the night before the test',
            'Go to bed at your usual time the two nights before the test, and set two alarms',
            'Leave for the test centre with 30 minutes to spare and read each question twice once you start',
            'Take the test for {thing|the licence}: answer what you know first, flag the rest and come back to it',
          ],
        },
        {
          focus: 'Result and first use',
          description: 'The result read, the last paperwork sent and the licence put to use.',
          tasks: [
            'Write down how the test went, domain by domain, while you still remember it',
            'Read your result or score report for {thing|the licence} and note any domain marked weak',
            'Book the retake of any part of {thing|the licence} not passed and plan two weeks of study on that part only',
            'Send the forms, logbook pages or photos the licensing body needs to issue {thing|the licence}',
            'Put the renewal date of {thing|the licence} in your calendar, with a reminder a month before',
            'Thank {person|the people who quizzed you} and tell them your test result',
            'Plan the first time you use {thing|the licence}, such as a dive, a flight, a shift or a first client, with a date',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do 20 practice questions for {thing|the licence} on a random domain and log every miss',
    'Review your flashcards for 10 minutes in a spare moment: a queue, a bus, a kettle boiling',
    'Explain one rule of {thing|the licence} to {person|a friend} in under 2 minutes',
    'Redo the 10 oldest questions in your error log',
    'Rewrite one domain summary for {thing|the licence} from memory, then check it against the text',
    'Do a timed set of 15 exam questions for {thing|the licence} at the real pace',
    'Read one section of the official handbook for {thing|the licence} you have not opened yet',
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'job', 'work', 'shift', 'overtime'],
      tasks: [
        'If a study session gets cancelled, then do 10 minutes of flashcards for {thing|the licence} before bed the same day',
        "If the week is full, then split the week's study block into three 15-minute question sets at lunch",
      ],
    },
    {
      when: ['motivat', 'lazy', 'procrastinat', 'bor', 'consisten', 'disciplin', 'give up'],
      tasks: [
        'If you keep putting off the books, then do just 5 practice questions for {thing|the licence} and stop if you want to',
        'If studying feels pointless, then write on your study page what {thing|the licence} lets you do once you hold it',
      ],
    },
    {
      when: ['fear', 'afraid', 'scare', 'nerv', 'anxi', 'panic', 'confiden', 'doubt', 'fail'],
      tasks: [
        'If nerves rise before a mock test, then breathe out slowly 5 times and answer the easiest question first',
        'If you fear failing {thing|the licence}, then look up the retake rules now, so one exam is not everything',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'fee', 'budget', 'price'],
      tasks: [
        'If the fees for {thing|the licence} are a stretch, then ask your employer or the licensing body about funded places and borrow the study text',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'baby', 'parent', 'husband', 'wife'],
      tasks: [
        'If home is too busy to study, then agree with {person|your family} on two quiet 45-minute slots a week for {thing|the licence}',
        'If the children need you at study time, then make them quizmasters and let them read your flashcards out loud',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'sleep', 'fatigue', 'drain'],
      tasks: [
        'If you are too tired to learn anything new, then spend 15 minutes redoing questions from your error log instead',
      ],
    },
    {
      when: ['forget', 'memor', 'rememb', 'retain', 'practical', 'instructor', 'waiting list'],
      tasks: [
        'If facts slip away within days, then review each flashcard 1, 3 and 7 days after you learned it',
        'If instructor or practical slots are scarce, then book the next three at once and join the cancellation list for {thing|the licence}',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep studying the weakest domain first and let each timed mock decide what next week covers: testing yourself teaches more than rereading.',
    slipping:
      'Drop back to four short sessions a week of practice questions only, and keep the exam date: a fixed date pulls the study along.',
  },
  alternative: {
    title: 'Intensive course to the licence',
    description:
      'A short full-time course that ends with the assessment, with focused self-study before and after it.',
    weeks: [
      {
        focus: 'Choose the course',
        description: 'An approved course booked, and its reading done before day one.',
        tasks: [
          'Compare three approved courses for {thing|the licence}: length, dates, pass rate and whether the test is included',
          'Book the course for {thing|the licence} whose end date fits, and the assessment at its end',
          'Do the pre-course reading for {thing|the licence}, one chapter a day',
          'Take a diagnostic test for {thing|the licence} and note the two domains to ask the course tutors about',
          'Make 30 flashcards of the terms the pre-course reading for {thing|the licence} uses',
          'Arrange time off and cover at home for the days of the course',
        ],
      },
      {
        focus: 'Course days',
        description: 'Every course day reviewed the same evening.',
        tasks: [
          'Arrive on the first course day with the reading done and your two questions written down',
          "Review each course day's notes for {thing|the licence} for 20 minutes that evening",
          'Make 10 flashcards a day for {thing|the licence} from what the course covered',
          'Ask the instructor for feedback on your weakest skill for {thing|the licence} before the last course day',
          'Do every practice question the course hands out and log each miss',
          'Finish the course modules for {thing|the licence} and get each one signed off',
        ],
      },
      {
        focus: 'Assessment',
        description: 'One mock, a short review and the assessment itself.',
        tasks: [
          'Sit a full mock test of {thing|the licence} the day after the course ends',
          'Study the two domains of {thing|the licence} with the most misses for {min:30} each',
          'Review all your flashcards once, shuffled',
          'Pack your ID, course certificate and kit for {thing|the licence} the night before',
          'Sleep at your usual time and leave for the test with 30 minutes to spare',
          'Take the assessment for {thing|the licence} and read each question twice',
        ],
      },
    ],
  },
};
