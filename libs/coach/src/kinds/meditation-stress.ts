import type { GoalKind } from '../goal-kind.js';

/**
 * Meditation and stress the way a mindfulness teacher (MBSR) builds it: a short daily sit on the
 * breath at a fixed time, a body scan, then short pauses in the day (STOP, the 3-minute breathing
 * space, box breathing) and a stress log, then noting thoughts, RAIN and loving-kindness, longer
 * sits and a home retreat, ending with the stress scale (PSS-10) taken again. The daily sit grows
 * toward the goal's minutes (15 when it names none).
 */
export const meditationStress: GoalKind = {
  id: 'meditation-stress',
  label: 'Meditation and stress',
  field: 'health',
  signals: [
    'meditate',
    'meditation',
    'mindfulness',
    'mindful',
    'stress',
    'stress less',
    'less stress',
    'manage stress',
    'anxiety',
    'anxious',
    'calm',
    'relax',
    'breathwork',
    'burnout',
    'overwhelm',
    'peace of mind',
    'inner peace',
    'worry less',
    'vipassana',
    'zen',
  ],
  notWhen: [
    'stress fracture',
    'my dog',
    'my puppy',
    'my cat',
    'quit smoke',
    'stop smoke',
    'stop drink',
    'quit drink',
    'my kid',
    'my child',
    'the kid',
    'my toddler',
  ],
  lexicon: [
    'meditat',
    'sit',
    'breath',
    'mindful',
    'body scan',
    'stress',
    'calm',
    'attention',
    'notic',
    'journal',
    'relax',
    'timer',
    'walk',
    'kindness',
    'gratitude',
    'pause',
    'thought',
    'posture',
    'tension',
    'worr',
    'anchor',
    'exhale',
    'retreat',
    'yoga',
    'pss-10',
  ],
  measure: {
    kind: 'amount',
    units: ['minute'],
    default: 15,
    step: 1,
    range: [3, 60],
  },
  milestones: [
    {
      title: 'Start a daily sit',
      description:
        'A short sit on the breath at the same time each day, a body scan, and a first look at where stress shows up.',
      weeks: [
        {
          focus: 'Counting breaths',
          description:
            'A short daily sit at a fixed time, counting breaths, and a baseline of your stress.',
          tasks: [
            'Take the Perceived Stress Scale (PSS-10, free online) and note your score out of 40',
            'Sit for {q:0.33} after breakfast with a timer, counting breaths from 1 to 10 and starting again when you lose count',
            'Pick one fixed spot and time for meditation, and leave a cushion or chair there',
            'Sit for {q:0.33} counting breaths, and note how many times your mind wandered',
            'Do a 3-minute breathing space at midday: notice your thoughts, follow 10 breaths, then widen to the whole body',
            'Sit for {q:0.33} and write one line in a meditation journal afterwards',
          ],
        },
        {
          focus: 'The body scan',
          description: 'A lying-down body scan to notice where stress sits in the body.',
          tasks: [
            'Do a {min:15} guided body scan lying down, moving your attention from toes to head',
            'Sit for {q:0.4} with the breath as your anchor, gently coming back each time you drift',
            'Notice three moments today when you felt stress in the body: where it sat and what set it off',
            'Sit for {q:0.4} on 5 days this week, ticking each in your meditation journal',
            'Do the body scan again before sleep and note any place that holds tension',
            'Sit for {q:0.4}, then write what your mind wandered to most',
          ],
        },
        {
          focus: 'Pauses in the day',
          description: 'Short practices that meet stress where it happens.',
          tasks: [
            'Sit for {q:0.45} first thing in the morning, before you check your phone',
            'Use the STOP pause three times today: stop, take a breath, observe, proceed',
            'Practise box breathing for 2 minutes before a stressful meeting or call: in 4, hold 4, out 4, hold 4',
            'Keep a stress log for 3 days: the situation, the body sensation, the thought and what you did',
            'Eat one meal without a screen, noticing taste, texture and smell',
            'Sit for {q:0.45} and compare your meditation journal with your first week',
          ],
        },
      ],
    },
    {
      title: 'Meet stress with awareness',
      description:
        'Seeing thoughts as thoughts, staying with what is difficult, and kindness toward yourself and others.',
      weeks: [
        {
          focus: 'Noting thoughts',
          description: 'Label thinking as it comes and come back to the breath.',
          tasks: [
            'Sit for {q:0.5}, labelling each thought "planning", "worrying" or "remembering" and coming back to the breath',
            'Do a mindful walk for {min:15}: feel each footstep and the air, phone in your pocket',
            'Write down the three worries that came up most in your stress log and whether you can act on each',
            'Sit for {q:0.5} and count how many times you came back to the breath',
            'Take three slow breaths with a long exhale each time you sit down at your desk or in the car',
            'Sit for {q:0.5} and note in your meditation journal how quickly you noticed your mind wandering',
          ],
        },
        {
          focus: 'Working with difficulty',
          description: 'RAIN for strong feelings, and a second look at your stress score.',
          tasks: [
            'Sit for {q:0.55}, and when something difficult comes up, try RAIN: recognise, allow, investigate, nurture',
            'Do a {min:15} body scan and breathe into the place that feels tightest',
            'Name one recurring stress and write one boundary or change that would ease it',
            'Sit for {q:0.55} on 5 days, ticking each in your meditation journal',
            'Use the 3-minute breathing space right after the most stressful moment of your day',
            'Take the PSS-10 again and compare your stress score with your first one',
          ],
        },
        {
          focus: 'Loving-kindness',
          description: 'Kindness phrases for yourself and others, and a gratitude habit.',
          tasks: [
            'Sit for {q:0.6} with loving-kindness: repeat "may I be safe, may I be at ease", then wish it to someone you love',
            'Keep a gratitude journal tonight: three things that went well and why',
            'Sit for {q:0.6} and extend the kindness phrases to someone you find difficult',
            'Do a mindful walk for {min:20}, naming five things you see, four you hear and three you feel',
            'Send one message of gratitude to {person|someone} who helped you this month',
            'Sit for {q:0.6} and write in your meditation journal which practice has calmed you most so far',
          ],
        },
      ],
    },
    {
      title: 'Deepen the practice',
      description:
        'Longer sits, open awareness, mindfulness in motion and a home retreat of a couple of hours.',
      weeks: [
        {
          focus: 'Longer sits',
          description: 'The daily sit grows, first with guidance, then with only a timer.',
          tasks: [
            'Sit for {q:0.7} with the breath, your posture upright and relaxed',
            'Try open awareness for the last 5 minutes of a sit: let sounds, thoughts and sensations come and go',
            'Sit for {q:0.7} on 6 days this week',
            'Leave your phone in another room for the first 30 minutes of the morning and sit before checking it',
            'Do a {min:20} body scan or yoga nidra in the evening',
            'Sit for {q:0.7} without guidance, using only a timer',
          ],
        },
        {
          focus: 'Mindful in motion',
          description: 'Bring the same attention to walking, chores and messages.',
          tasks: [
            'Sit for {q:0.8} and note your posture, breath and mood at the start and the end',
            'Wash the dishes or shower mindfully, attention on the water, its temperature and its sound',
            'Do a {min:20} mindful walk outdoors at a slower pace than usual',
            'Pause for three breaths before replying to a stressful message or email',
            'Sit for {q:0.8} on 6 days, noting each in your meditation journal',
            'Read your stress log and meditation journal and write which situations stress you less now',
          ],
        },
        {
          focus: 'A home retreat',
          description: 'Two hours of practice in a row, phone off.',
          tasks: [
            'Sit for {q:0.85} with the breath as your anchor',
            'Plan a 2-hour home retreat: phone off, 20-minute sits alternating with 10 minutes of walking meditation',
            'Sit for {q:0.85} with loving-kindness for yourself and three other people',
            'Do a 3-minute breathing space before each meal on one day',
            'Sit for {q:0.85}, noting thoughts as they arise',
            'Hold your 2-hour home retreat and write in your meditation journal what it was like',
          ],
        },
      ],
    },
    {
      title: 'A practice of your own',
      description:
        'Full-length daily sits, a plan for busy days, and your stress score compared with where you began.',
      weeks: [
        {
          focus: 'Full-length sits',
          description: 'Sit for your full target, and pick the stress reset you trust most.',
          tasks: [
            'Sit for {q} with the breath, then 2 minutes of open awareness',
            'Pick the stress reset you trust most (box breathing, STOP or the breathing space) and use it three times a day',
            'Sit for {q} on 6 days this week',
            'Do a {min:20} body scan on the most stressful day of your week',
            'Write down your meditation routine: time, place, length and practice',
            'Sit for {q} without a guided app, with only a timer',
          ],
        },
        {
          focus: 'When life gets busy',
          description: 'Keep the practice alive on the days it is hardest to find time.',
          tasks: [
            'Sit for {q} first thing in the morning',
            'Write your busy-day rule: when time is short, sit for 5 minutes rather than skip',
            'Sit for {q} with loving-kindness for someone you struggle with',
            'Use the STOP pause before every meeting or hard conversation for one day',
            'Sit for {q} on 6 days and tick each in your meditation journal',
            'Find a local or online meditation group and join one of its sits',
          ],
        },
        {
          focus: 'The stress review',
          description: 'Your stress score and your sits over 12 weeks, and the practice you keep.',
          tasks: [
            'Sit for {q} with the breath as your anchor',
            'Take the PSS-10 one last time and compare your stress score with your first',
            'Count your sits over 12 weeks in your meditation journal, and your longest run of days',
            'Sit for {q} and end with 2 minutes of loving-kindness',
            'Write the three practices you will keep and when: the daily sit, a stress pause and the body scan',
            'Choose your next step in meditation: longer sits, a weekend retreat or an 8-week MBSR course',
          ],
        },
      ],
    },
  ],
  extras: [
    'Sit for {q:0.5} with the breath as your anchor',
    'Do a 3-minute breathing space: notice, follow 10 breaths, widen to the whole body',
    'Write three lines in your meditation journal on what stressed you today and how you met it',
    'Do a {min:15} mindful walk without your phone',
  ],
  countermeasures: [
    {
      when: ['restless', 'fidget', 'sit still', 'bore', 'adhd'],
      tasks: [
        'Swap the seated practice for {min:15} of walking meditation, attention on your feet',
        'Sit for just 3 minutes and stop before it feels hard, then add a minute each week',
      ],
    },
    {
      when: ['sleepy', 'fall asleep', 'drowsy', 'doze', 'nod off'],
      tasks: [
        'Meditate sitting upright with your eyes half open, before meals rather than after',
        'Move your sit to the morning, after splashing cold water on your face',
      ],
    },
    {
      when: ['panic', 'depress', 'trauma', 'low mood', 'suicid'],
      tasks: [
        'Talk to a doctor or therapist if anxiety or low mood stops you sleeping, eating or working, and keep meditation short and eyes-open',
        'Use grounding instead of long sits when panic rises: notice 5 things you see, 4 you hear and 3 you can touch',
      ],
    },
    {
      when: ['thought', 'wander', 'racing', 'busy mind', 'overthink', 'focus'],
      tasks: [
        'Count breaths from 1 to 10 and start again each time you lose count; losing count is part of the practice',
        'Label each thought "thinking" and come back to the breath without judging the wandering',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Lengthen the daily sit a few minutes at a time and keep the short stress pauses going; showing up daily matters more than length.',
    slipping:
      'Shrink the sit to 3 minutes at the same time each day and just show up; a short daily sit beats a long weekly one.',
  },
  alternative: {
    title: 'Breath and movement first',
    description:
      'For people who find sitting still hard: slow breathing, mindful walking and gentle yoga calm the body first, and stillness follows.',
    weeks: [
      {
        focus: 'Breathe to calm',
        description: 'Slow breathing and movement instead of long sits.',
        tasks: [
          'Practise box breathing for 5 minutes each morning: in 4, hold 4, out 4, hold 4',
          'Walk mindfully for {min:20}, matching your breath to your steps',
          'Do 10 minutes of gentle yoga stretches, breathing slowly into each pose',
          'Practise 4-7-8 breathing for four rounds before sleep',
          'Keep a stress log: the moment, where you felt it in the body and the breathing you used',
          'Do a {min:15} guided body scan lying down',
        ],
      },
      {
        focus: 'The longer exhale',
        description: 'A longer out-breath, longer walks and yoga held for five breaths.',
        tasks: [
          'Breathe with a longer exhale for 5 minutes: in for 4, out for 6',
          'Walk mindfully for {min:25} in a park, noticing five sounds',
          'Do 15 minutes of gentle yoga, holding each pose for five breaths',
          'Take one minute of slow breathing before each stressful task',
          'Do a {min:20} yoga nidra recording before sleep',
          'Compare your stress log with last week and note which breathing calmed you fastest',
        ],
      },
      {
        focus: 'Still for longer',
        description: 'The breathing leads into a few minutes of sitting still.',
        tasks: [
          'Breathe slowly for 5 minutes, then sit still for 5 more minutes with the breath',
          'Walk mindfully for {min:30}, standing still for the last 5 minutes',
          'Do 20 minutes of gentle yoga, ending with 5 minutes lying still',
          'Sit for {q:0.5} after your breathing practice, eyes closed',
          'Use your fastest calming breath three times a day when stress rises',
          'Take the PSS-10 and compare your stress score with your first one',
        ],
      },
    ],
  },
};
