import type { GoalKind } from '../goal-kind.js';

/**
 * Public speaking the way a speaking coach builds it: short talks in front of real people from the
 * first week (a Toastmasters club or a team meeting), recorded and watched back; then structure (one
 * message, three points, an opening and a close), stories, voice, pauses, body and slides; then a
 * longer talk with questions and a dress rehearsal; and finally the talk itself, to a real
 * audience, with its recording as the start of the next one.
 */
export const publicSpeaking: GoalKind = {
  id: 'public-speaking',
  label: 'Public speaking',
  field: 'learning',
  signals: [
    'public speaking',
    'speak in public',
    'speaking in public',
    'public speaker',
    'speaker',
    'speech',
    'give a speech',
    'wedding speech',
    'best man speech',
    'give a talk',
    'deliver a talk',
    'a talk at',
    'conference talk',
    'tech talk',
    'ted talk',
    'tedx',
    'keynote',
    'presentation',
    'presenting',
    'present at',
    'speak at',
    'speak on stage',
    'toastmasters',
    'stage fright',
  ],
  notWhen: [
    'speech therapy',
    'speech therapist',
    'speech recognition',
    'speech delay',
    'speech to text',
    'a talk with',
    'speaker system',
    'bluetooth speaker',
    'native speaker',
    'speaker of',
    'be present',
    'more present',
  ],
  lexicon: [
    'speech',
    'talk',
    'speak',
    'present',
    'audience',
    'slide',
    'rehears',
    'record',
    'toastmasters',
    'opening',
    'pause',
    'eye contact',
    'voice',
    'filler',
    'story',
    'feedback',
    'microphone',
    'outline',
    'impromptu',
    'question',
    'breath',
    'stage',
    'meeting',
    'club',
  ],
  keyEvent: { week: 12, name: 'the talk' },
  milestones: [
    {
      title: 'Speak short and often',
      description:
        'Minutes on your feet every week from the start, recorded, and a speaking club to practise in.',
      weeks: [
        {
          focus: 'First minutes on your feet',
          description: 'A first recording, a club found, and one small turn in a meeting.',
          tasks: [
            'Record yourself on your phone speaking for 2 minutes about your work, and watch it once',
            'Write 3 things to keep and 3 to change from the recording, such as pace, fillers or eye contact',
            'Find a Toastmasters club or a speaking group near you or online, and book a visit',
            'Read one page aloud for {min:5} a day, slower than feels natural, with a pause at each full stop',
            'Speak once in a meeting this week, before the halfway point',
            'Visit the speaking club and volunteer for a 1-minute impromptu topic',
          ],
        },
        {
          focus: 'One message, three points',
          description: 'A 5-minute talk with a clear shape, rehearsed without a script.',
          tasks: [
            'Pick a topic you know well for a 5-minute talk and write its one message in 15 words',
            'Outline the talk: an opening hook, 3 points with an example each, a close that repeats the message',
            'Rehearse the talk out loud 3 times from the outline only, with no script',
            'Count the filler words in one recording and replace each with a pause',
            'Practise a 1-minute impromptu answer to 3 random questions, out loud',
            'Give the 5-minute talk to {person|a friend} and ask what they remember',
          ],
        },
        {
          focus: 'Voice and pauses',
          description: 'Pace, pauses and eye contact, and the first speech at the club.',
          tasks: [
            'Do {min:10} of voice warm-ups: humming, lip trills and reading aloud at 3 speeds',
            "Mark 5 pauses in your talk's outline and hold each for 2 seconds in rehearsal",
            'Record the talk and check your pace: about 130 to 150 words a minute',
            'Practise eye contact in a rehearsal for 2 people: one sentence to one face, then the next',
            'Rehearse your opening with a 2-second pause before the first word',
            'Give your icebreaker speech at the club, or the 5-minute talk to a small group, and note their feedback',
          ],
        },
      ],
    },
    {
      title: 'Build a talk that holds a room',
      description:
        'Openings, closings, stories, body language and slides, each practised in front of people.',
      weeks: [
        {
          focus: 'Openings and closings',
          description: 'The first and last 30 seconds, the parts an audience remembers.',
          tasks: [
            'Write 3 openings for your next talk: a question, a story and a surprising fact',
            'Test each opening on {person|a friend} and keep the one that makes them lean in',
            'Write a close that asks the audience to do one thing',
            'Learn the first and last 30 seconds of your talk by heart',
            'Take an impromptu speaking turn at the club or in a meeting',
            'Rehearse the whole talk standing up, twice, with the new opening and close',
          ],
        },
        {
          focus: 'Stories',
          description: 'One personal story, told tight and vivid.',
          tasks: [
            'Write one personal story for your talk: situation, struggle, turning point, lesson',
            'Tell the story aloud in under 90 seconds, and record it',
            'Cut every sentence of the story the audience does not need',
            'Add one vivid detail to the story: a place, a line of dialogue or a feeling',
            'Rehearse the talk once with the story in the middle',
            'Tell the story at the speaking club or to 3 colleagues, and watch their faces',
          ],
        },
        {
          focus: 'Body and slides',
          description: 'Stance, movement and slides that help rather than compete.',
          tasks: [
            'Watch a video of your rehearsal with the sound off, looking at stance, hands and movement',
            'Plant your feet and move only to change point, in 2 rehearsals',
            'Choose one gesture for each of your 3 points and use it in a rehearsal',
            'Make slides with one idea each and no more than 6 words, or speak with no slides at all',
            'Rehearse with the slides and a clicker, facing the audience, not the screen',
            "Give a 5 to 7-minute prepared speech at the club or at work, and note the evaluator's main point",
          ],
        },
      ],
    },
    {
      title: 'A full talk with questions',
      description:
        'A 10 to 15-minute talk for a real date and audience, questions practised, and a dress rehearsal.',
      weeks: [
        {
          focus: 'A longer talk',
          description: 'The final talk chosen, outlined and timed.',
          tasks: [
            'Choose your final talk: a date, a place and an audience, such as a team meeting, a meetup or the club',
            'Outline a 10 to 15-minute talk: one message, 3 sections, a story in each',
            'Write speaker notes as keywords only, one card for each section',
            'Rehearse the first section of the talk out loud 3 times',
            'Rehearse the whole talk once and time it',
            'Cut the talk to fit its slot with 1 minute to spare',
          ],
        },
        {
          focus: 'Questions and answers',
          description: "The audience's likely questions, answered short.",
          tasks: [
            'Write the 10 questions the audience is most likely to ask, and a 30-second answer to each',
            'Practise the answer pattern: repeat the question, answer in one sentence, give one example',
            'Prepare what you will say to a question you cannot answer',
            'Have {person|a friend} ask 5 hard questions after a full rehearsal',
            'Take a Table Topics turn at the club, or speak unprepared in a meeting for 1 minute',
            'Rehearse the whole talk twice, once in the clothes you will wear',
          ],
        },
        {
          focus: 'Dress rehearsal',
          description: 'The whole talk, with questions, in front of a small audience.',
          tasks: [
            'Check the room: screen, microphone and where you will stand to speak',
            'Rehearse the section of the talk you find hardest 3 times',
            'Practise with a microphone, or at full voice in a large room',
            'Record a rehearsal and check its time, pace and fillers',
            'Invite 3 to 5 people to your dress rehearsal and book a room for it',
            'Give a full dress rehearsal with questions, and ask for one thing that worked and one that confused your audience',
          ],
        },
      ],
    },
    {
      title: 'Give the talk',
      description:
        'Daily rehearsals, a plan for the nerves, the talk itself, and what it taught you.',
      weeks: [
        {
          focus: 'Polish',
          description: 'A short rehearsal every day and a routine for the hour before.',
          tasks: [
            'Rehearse the whole talk for {min:20} every day this week',
            'Fix the part of the talk that confused your dress rehearsal audience, and rehearse it 3 times',
            'Memorise the opening line, the transitions and the closing line of the talk',
            'Plan the hour before the talk: food, water, a short walk and a breathing routine',
            'Practise box breathing for 5 minutes: breathe in for 4 seconds, hold, out, hold',
            'Give a short version of the talk to the club or your team as a final test',
          ],
        },
        {
          focus: 'Final rehearsals',
          description: 'The talk fitted to its room and its audience.',
          tasks: [
            'Find out about the audience: how many, what they know, what they want from your talk',
            'Change one example in the talk to fit this audience',
            'Send your slides to the organiser and bring a copy of the talk on a USB stick',
            'Write a 3-sentence introduction for the host to read before your talk',
            'Rehearse answers to 5 new questions the audience could ask',
            'Rehearse the whole talk twice in the room, or one like it, with the slides',
          ],
        },
        {
          focus: 'Talk day',
          description: 'The talk given, and the recording turned into the next step.',
          tasks: [
            'Lay out your clothes, speaker notes and water the night before the talk',
            'Book your next talk before this one, so there is always one in the calendar',
            'Warm up your voice for 5 minutes and do box breathing before you go on',
            'Arrive 30 minutes early and test the microphone, slides and clicker',
            'Ask someone in the audience to record the talk on your phone',
            'Give the talk: pause after the opening line, find one friendly face, and take questions with your answer pattern',
          ],
        },
      ],
    },
  ],
  extras: [
    'Read a page aloud for {min:5} with a pause at each full stop',
    'Record a 1-minute impromptu answer on a random topic and watch it',
    'Speak once in a meeting before the halfway point',
    'Rehearse the opening 30 seconds of your talk out loud 3 times',
  ],
  countermeasures: [
    {
      when: ['nerv', 'shak', 'blank', 'panic', 'sweat', 'stage fright', 'anxi', 'tremb'],
      tasks: [
        'Do box breathing for 2 minutes before you speak: breathe in for 4 seconds, hold, out, hold',
        'Learn your first 3 sentences by heart so the talk starts on its own while the nerves settle',
        'Carry one card with your 3 points, in case your mind goes blank on stage',
      ],
    },
    {
      when: ['accent', 'english', 'second language', 'stutter', 'stammer', 'mumbl', 'fast'],
      tasks: [
        'Slow down to about 120 words a minute and pause after key words in your talk',
        'Mark the 10 hardest words in your talk and practise each aloud 5 times',
      ],
    },
    {
      when: ['no audience', 'no opportunit', 'no chance', 'remote', 'nowhere', 'nobody'],
      tasks: [
        'Join a Toastmasters club or an online speaking group so you speak every week',
        'Offer to present a 5-minute update at your next team meeting',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep speaking short and often in front of real people, and watch one recording a week for a single thing to change.',
    slipping:
      'Go back to 2 minutes out loud a day and one small speaking turn a week at the club or in a meeting: practice beats preparation.',
  },
  alternative: {
    title: 'Learn to speak off the cuff',
    description:
      'Impromptu speaking first: short unprepared answers every day build the calm that carries into a prepared talk.',
    weeks: [
      {
        focus: 'Impromptu every day',
        description: 'One minute on a random topic, every day, with a simple pattern.',
        tasks: [
          'Pick a random word each day and speak about it for 1 minute, recorded',
          'Use the PREP pattern for each impromptu answer: point, reason, example, point',
          'Join an improv class or an online Table Topics session at a speaking club',
          'Answer one question in a meeting with the PREP pattern this week',
          'Watch one recording and count your filler words',
          'Tell {person|a friend} a 2-minute story without notes',
        ],
      },
      {
        focus: 'Longer and unscripted',
        description: 'Two to three minutes from a few keywords, in front of people.',
        tasks: [
          'Speak for 2 minutes a day on a random topic, recorded',
          'Give a 3-minute talk from 3 keywords on a card, with no script',
          'Take a Table Topics turn at a Toastmasters club or in an online group',
          'Replace every filler word with a pause in your next 2 recordings',
          'Ask a colleague to give you a surprise question in a meeting, and answer with PREP',
          'Practise a 30-second answer to the 5 questions you fear most about your work',
        ],
      },
      {
        focus: 'A talk from keywords',
        description: 'A full short talk given from keywords alone, to a real audience.',
        tasks: [
          'Choose a 5-minute talk and write its 3 keywords on one card',
          'Rehearse the talk from the card 3 times, a little different each time',
          'Prepare for 3 questions from the audience with the PREP pattern',
          'Record one rehearsal and note where you spoke best without notes',
          'Book your next talk, and keep the daily 1-minute impromptu practice',
          'Give the talk from the keyword card to the club or your team, and take questions',
        ],
      },
    ],
  },
};
