import type { GoalKind } from '../goal-kind.js';

/**
 * Quitting smoking or vaping the way a stop smoking adviser builds it: two weeks of logging every
 * cigarette and its trigger, a quit date, support and combination nicotine replacement (a patch
 * plus gum, lozenges or spray) or varenicline lined up, then quit day and the not-a-puff rule;
 * the first weeks ride out cravings and withdrawal, the middle weeks handle the triggers (alcohol,
 * stress, smokers), and the last weeks step the nicotine replacement down to the end of its
 * course and check carbon monoxide again.
 */
export const quitSmoking: GoalKind = {
  id: 'quit-smoking',
  label: 'Quitting smoking',
  field: 'health',
  signals: [
    'smoke',
    'smoking',
    'quit smoke',
    'stop smoke',
    'give up smoke',
    'smoke free',
    'non smoker',
    'smoker',
    'cigarette',
    'ecigarette',
    'cig',
    'vape',
    'vaping',
    'vaper',
    'nicotine',
    'nicotine pouch',
    'tobacco',
    'cigar',
    'juul',
    'snus',
    'shisha',
    'hookah',
  ],
  notWhen: [
    'smoke alarm',
    'smoke detector',
    'smoke meat',
    'smoke brisket',
    'smoke salmon',
    'smoke fish',
    'smoke rib',
    'my smoker',
    'pellet smoker',
    'offset smoker',
    'smoker grill',
    'bbq',
    'barbecue',
  ],
  lexicon: [
    'smok',
    'cigarette',
    'nicotine',
    'vap',
    'quit',
    'craving',
    'urge',
    'trigger',
    'patch',
    'gum',
    'lozenge',
    'lighter',
    'ashtray',
    'varenicline',
    'withdrawal',
    'carbon monoxide',
    'slip',
    'money saved',
    '4 ds',
    'reasons card',
  ],
  milestones: [
    {
      title: 'Prepare for quit day',
      description:
        'Log every cigarette and what sets it off, line up support and nicotine replacement, and quit on the day you chose.',
      weeks: [
        {
          focus: 'Log every cigarette',
          description: 'See when and why you smoke, and choose a quit date.',
          tasks: [
            'Log every cigarette or vape today: the time, the place, what you were doing and how much you wanted it from 1 to 5',
            'Pick a quit date about two weeks from today and mark it in your calendar',
            'Write your three biggest reasons to stop smoking on a card and keep it where your cigarettes are now',
            'Keep your smoking log for a second day and circle the cigarettes you could most easily skip',
            'Work out what smoking costs you a month and a year, and choose what that money will buy instead',
            'Read your smoking log and list your five biggest triggers, such as coffee, meals, driving, stress or drinking',
          ],
        },
        {
          focus: 'Line up support',
          description:
            'A stop smoking service, the right nicotine replacement, and people who know your date.',
          tasks: [
            'Book an appointment with a free stop smoking service or your doctor, or call your national quitline',
            'Ask your doctor or pharmacist about varenicline or combination nicotine replacement, and get your supply before quit day',
            'Tell {person|two people close to you} your quit date and ask them never to offer you a cigarette',
            'Plan a replacement for each trigger on your list, like a walk after dinner instead of a cigarette',
            'Delay your first cigarette of the day by 30 minutes this week',
            'Stop smoking in the house and the car from today',
          ],
        },
        {
          focus: 'Quit day',
          description:
            'Clear everything out, start the nicotine replacement and keep to not a puff.',
          tasks: [
            'Throw away every cigarette, lighter, ashtray and vape the evening before your quit date',
            'On quit day, put on your first nicotine patch when you wake and keep gum or lozenges in your pocket',
            'Follow the not-a-puff rule from quit day: not a single cigarette, not even one drag',
            'Use the 4 Ds for each craving: delay 5 minutes, deep breaths, drink water, do something else',
            'Change your quit-day routine: a different breakfast, a different route, coffee away from your smoking spot',
            'Text {person|a friend} at the end of each smoke-free day for the first three days',
          ],
        },
      ],
    },
    {
      title: 'The first smoke-free weeks',
      description:
        'Cravings and withdrawal are strongest now: full-dose nicotine replacement, busy hands and new routines carry you through.',
      weeks: [
        {
          focus: 'Ride out cravings',
          description: 'Most cravings pass in minutes; have a plan for each one.',
          tasks: [
            'Wear your patch every day and use fast-acting nicotine replacement before a craving peaks',
            'Count each craving you ride out: most pass in 3 to 5 minutes',
            'Walk briskly for 10 minutes when a craving hits; exercise cuts the urge to smoke',
            'Keep your hands and mouth busy when an urge comes: a stress ball, sugar-free gum, carrot sticks or a straw',
            'Drink water and eat regular meals, since hunger and low blood sugar can feel like cravings',
            'Tick each smoke-free day on a calendar and put the money saved in a jar or savings account',
          ],
        },
        {
          focus: 'Through withdrawal',
          description: 'Irritability, poor sleep and hunger peak and then fade within a few weeks.',
          tasks: [
            'Note withdrawal symptoms like irritability, poor sleep or hunger, and remind yourself they fade in 2 to 4 weeks',
            'Halve your coffee: without smoking, caffeine stays in your body longer and can make withdrawal feel worse',
            'Keep snacks ready for nicotine hunger: fruit, nuts and crunchy vegetables',
            'Avoid the places you used to smoke, or change where you stand on breaks',
            'Use your nicotine replacement exactly as the label or pharmacist says, even if you feel fine',
            'Count your smoke-free days and money saved, and spend some of it on a reward',
          ],
        },
        {
          focus: 'New routines',
          description: 'Fill the gaps that smoke breaks used to fill.',
          tasks: [
            'Replace your smoke breaks at work with a 5-minute walk or a chat with a non-smoker',
            'Write down any near-slip: the trigger, the time and what stopped you from smoking',
            'Clean your car, clothes and curtains so they no longer smell of smoke',
            'Try one activity where smoking is impossible: swimming, the cinema or a class',
            'Write down one health gain since quit day: breath, taste, smell or the stairs',
            'Check in with your stop smoking adviser or quitline and report your smoke-free days',
          ],
        },
      ],
    },
    {
      title: 'Hold firm through the triggers',
      description:
        'Alcohol, stress and other smokers cause most slips: a plan for each, and a carbon monoxide test to see the change.',
      weeks: [
        {
          focus: 'Drinks and social evenings',
          description: 'Alcohol and smokers together are the riskiest moments; go in with a plan.',
          tasks: [
            'Drink less alcohol for now, or none: it is behind most slips back to smoking',
            'Plan what you will say when offered a cigarette: "No thanks, I\'ve stopped"',
            'At a social evening, stand away from the smokers and keep fast-acting nicotine in your pocket',
            'Ask friends who smoke not to smoke around you for the next month',
            'Leave a party or pub early if the urge to smoke keeps building',
            'Write down how the social evening went and which tactic kept you smoke-free',
          ],
        },
        {
          focus: 'Stress without cigarettes',
          description: 'New answers for the moments a cigarette used to calm.',
          tasks: [
            'Write your three most stressful moments of the week and a response to each that is not smoking',
            'Breathe slowly for 2 minutes, in for 4 and out for 6, when an urge to smoke comes with stress',
            'Move for 30 minutes on three days: exercise eases withdrawal and stress',
            'Write a slip plan: if you smoke one, stop there, throw the rest away and call your quitline',
            'Keep using your nicotine replacement at full dose until your step-down date',
            'Reread your reasons card and add one benefit of stopping smoking you have felt so far',
          ],
        },
        {
          focus: 'Halfway check',
          description: 'See how far you have come, and plan the step-down.',
          tasks: [
            'Count your smoke-free days and the money saved so far',
            'Book a carbon monoxide breath test at your stop smoking service or pharmacy to see your level drop',
            'Remove the last smoking cues you still keep: an old lighter, a vape charger, a smoking spot',
            'Tell a friend who smokes how quitting has gone, honestly, the hard parts too',
            'Plan the step-down of your nicotine replacement with your pharmacist or adviser',
            'Write down the cravings you still get, how strong from 1 to 10 and how long they last',
          ],
        },
      ],
    },
    {
      title: 'Step down and stay smoke-free',
      description:
        'Step the nicotine replacement down to the end of its course, plan for the high-risk days ahead, and mark how far you have come.',
      weeks: [
        {
          focus: 'Step down the patch',
          description: 'A lower-strength patch, and fast-acting nicotine only for strong cravings.',
          tasks: [
            'Move to a lower-strength nicotine patch, as your step-down plan says',
            'Use fast-acting gum or lozenges only for strong cravings, and count them each day',
            'Keep ticking smoke-free days on your calendar and mark every full smoke-free week',
            'Plan a high-risk date ahead, like a wedding, holiday or night out, and how you will stay smoke-free',
            'Spend part of the money saved from not smoking on something you have wanted',
            'Note any cravings after the step-down and how you handled them',
          ],
        },
        {
          focus: 'The last step',
          description: 'The lowest dose, and a list of the warning signs of a slip.',
          tasks: [
            'Step down to the lowest-strength patch or stop it, as your plan and pharmacist say',
            'Cut fast-acting nicotine replacement to a few pieces a day',
            'Write a list of slip warning signs: "just one", a bad day, a drink with smokers',
            'Ask {person|a friend} to check in on you before your next high-risk event for smoking',
            'Do something your smoking self could not: a long hike, a swim or a run without coughing',
            'Check your carbon monoxide level again at the pharmacy or stop smoking service',
          ],
        },
        {
          focus: 'Smoke-free review',
          description: 'Finish the nicotine replacement course and see everything you have gained.',
          tasks: [
            'Finish your nicotine replacement course, as your pharmacist or adviser advises',
            'Count your smoke-free days and the total money saved',
            "Compare your breath, taste, cough and stamina with your first week's smoking log",
            'Write your plan for a craving months from now: the 4 Ds and who you will call',
            'Celebrate your smoke-free weeks with the reward you saved the money for',
            'Tell {person|the people who helped you} how long you have been smoke-free',
          ],
        },
      ],
    },
  ],
  extras: [
    'Tick today as smoke-free on your calendar and add the money saved',
    'Use the 4 Ds for each craving today: delay, deep breaths, drink water, do something else',
    'Reread your reasons card for stopping smoking before your riskiest moment of the day',
    'Walk for 10 minutes when an urge to smoke comes',
  ],
  countermeasures: [
    {
      when: ['weight', 'gain', 'snack', 'hungry', 'appetite'],
      tasks: [
        'Keep crunchy snacks like carrot sticks, apples and sugar-free gum ready for nicotine hunger',
        'Add a 20-minute walk after dinner to offset the appetite that comes with stopping smoking',
      ],
    },
    {
      when: ['drink', 'pub', 'party', 'alcohol', 'bar', 'night out'],
      tasks: [
        'Skip alcohol for the first month after your quit date, or drink only where smoking is impossible',
        'Keep fast-acting nicotine replacement in your pocket on every night out',
      ],
    },
    {
      when: ['smoker', 'smokes', 'everyone smok', 'colleague', 'partner smok'],
      tasks: [
        'Ask the smokers around you never to offer you a cigarette and to smoke outside, away from you',
      ],
    },
    {
      when: ['relaps', 'tried', 'fail', 'before', 'again', 'slip'],
      tasks: [
        "Write down what ended your last attempt to quit and plan this time's answer to it",
        'Use combination nicotine replacement or varenicline with a stop smoking service this time: together they give the best chance of staying quit',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep to not a puff and use your nicotine replacement for the full course; cravings fade fastest when you never feed them.',
    slipping:
      'A slip is not a relapse: throw the rest away, note what triggered it, and set a new quit date within a week.',
  },
  alternative: {
    title: 'Cut down to quit',
    description:
      'For people not ready for a quit day: cut the cigarettes down step by step with nicotine replacement, then stop on a date three weeks in.',
    weeks: [
      {
        focus: 'Cut by a quarter',
        description:
          'Drop the cigarettes you need least and replace them with nicotine gum or lozenges.',
        tasks: [
          'Log every cigarette or vape for three days and work out your daily average',
          'Cut your daily cigarettes by a quarter, dropping the ones your smoking log shows you need least',
          'Start nicotine gum or lozenges to replace the cigarettes you cut',
          'Have the first cigarette of the day 1 hour later',
          'Stop smoking in the house and the car',
          'Count your cigarettes each evening and write the total on your calendar',
        ],
      },
      {
        focus: 'Cut by half',
        description: 'Half your starting number, and a quit date set.',
        tasks: [
          'Cut to half your starting number of cigarettes a day',
          'Smoke only outside, and only in one place',
          'Use nicotine replacement for each cigarette you skip',
          'Drop the cigarette after meals and take a short walk instead',
          'Set a quit date for the end of next week',
          'Count your cigarettes each evening and note the hardest one to skip',
        ],
      },
      {
        focus: 'Down to zero',
        description: 'The last few cigarettes, then quit day with a patch.',
        tasks: [
          'Cut to a quarter of your starting cigarettes for three days',
          'Get a nicotine patch and fast-acting nicotine replacement ready for quit day',
          'Throw away every cigarette, lighter and ashtray the night before your quit date',
          'Stop smoking completely on your quit date and start the patch',
          'Use the 4 Ds for each craving: delay, deep breaths, drink water, do something else',
          'Tick each smoke-free day on your calendar',
        ],
      },
    ],
  },
};
