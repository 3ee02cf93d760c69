import type { GoalKind } from '../goal-kind.js';

/**
 * Sleeping better the way a sleep coach (CBT-I) builds it: two weeks of a sleep diary and a fixed
 * wake time first, then caffeine, alcohol and light, a dark and cool bedroom and a wind-down hour,
 * then retraining the bed for sleep (get up after 20 minutes awake) and widening the sleep window
 * by 15 minutes as sleep efficiency rises; it ends with a final diary compared with the first.
 * The hours are the goal's (8 when it names none).
 */
export const betterSleep: GoalKind = {
  id: 'better-sleep',
  label: 'Better sleep',
  field: 'health',
  signals: [
    'sleep',
    'insomnia',
    'asleep',
    'fall asleep',
    'stay asleep',
    'sleep good',
    'sleep better',
    'sleep well',
    'good sleep',
    'better sleep',
    'sleep schedule',
    'sleep pattern',
    'sleep hygiene',
    'bedtime',
    'go to bed',
    'bed early',
    'bed earlier',
    'in bed by',
    'night owl',
    'tired',
    'wake up tired',
    'wake up rest',
    'wake up at night',
    'stop wake up',
    'snooze',
    'nap',
    'circadian',
  ],
  notWhen: [
    'toddler to sleep',
    'baby to sleep',
    'kid to sleep',
    'child to sleep',
    'son to sleep',
    'daughter to sleep',
    'sleep train',
    'baby sleep',
    'kid to bed',
    'child to bed',
    'kid bedtime',
    'puppy',
    'my dog',
    'sleep on it',
  ],
  lexicon: [
    'sleep',
    'bed',
    'wake',
    'diary',
    'caffeine',
    'coffee',
    'alcohol',
    'light',
    'alarm',
    'wind-down',
    'nap',
    'screen',
    'night',
    'morning',
    'evening',
    'breath',
    'relax',
    'window',
    'efficiency',
    'dark',
    'snor',
    'dinner',
    'rested',
    'energy',
    'worr',
  ],
  measure: {
    kind: 'amount',
    units: ['hour'],
    default: 8,
    step: 0.5,
    range: [5, 10],
  },
  milestones: [
    {
      title: 'Anchor your sleep rhythm',
      description:
        'A sleep diary to see where you start, one wake-up time for every day, and caffeine and alcohol out of the night.',
      weeks: [
        {
          focus: 'A sleep diary',
          description: 'Record how you sleep now, before changing anything.',
          tasks: [
            'Start a sleep diary: each morning note your bedtime, how long it took to fall asleep, night wakings and wake time',
            'Rate how rested you feel on waking from 1 to 10 and add it to your sleep diary',
            'Note every coffee, tea, energy drink and cola today, and the time of the last caffeine',
            'Write down what you do in the last hour before bed on three evenings: screens, work, food or alcohol',
            'Check your bedroom at night for light, noise and heat, and list what keeps it from being dark, quiet and cool',
            'Add up a week of your sleep diary: average hours asleep, minutes to fall asleep and night wakings',
          ],
        },
        {
          focus: 'One wake-up time',
          description:
            'Get up at the same time every day, weekends included, and get daylight early.',
          tasks: [
            'Choose one wake-up time you can keep 7 days a week and set an alarm for it',
            'Count back {q} from your wake time to set your lights-out time, and write both on a note by the bed',
            'Get outside for 10 minutes of daylight within an hour of waking',
            'Fill in your sleep diary each morning before you look at your phone',
            'Put your alarm across the room so you have to get out of bed to stop it',
            'Keep your weekend wake time within 30 minutes of your weekday alarm',
          ],
        },
        {
          focus: 'Caffeine and alcohol',
          description:
            'Move the last coffee to early afternoon and see what alcohol does to your nights.',
          tasks: [
            'Have your last coffee or caffeinated tea before 2 pm, and switch to decaf or herbal tea after',
            'Get 10 minutes of morning daylight before 9 am',
            'Skip alcohol on three evenings and compare those nights in your sleep diary',
            'Finish dinner at least 2 to 3 hours before bed',
            'Keep your wake-up alarm at the same time, even after a bad night',
            "Compare this week's sleep diary with your first week: minutes to fall asleep, wakings and how rested you feel",
          ],
        },
      ],
    },
    {
      title: 'Build a wind-down hour',
      description:
        'A bedroom made for sleep and the same calm hour before lights-out every night, so the mind slows down on cue.',
      weeks: [
        {
          focus: 'A bedroom for sleep',
          description: 'Make the bedroom dark, cool and quiet, with the screens out.',
          tasks: [
            'Make your bedroom dark: blackout curtains, an eye mask or tape over standby lights',
            'Set the bedroom to about 18 °C and try a lighter duvet or an open window',
            'Charge your phone outside the bedroom and wake with a plain alarm clock',
            'Try earplugs or a fan for steady noise if sounds wake you in the night',
            'Keep the bed for sleep and sex only: no laptop, series or scrolling in bed',
            'Note in your sleep diary how five nights in the changed bedroom felt',
          ],
        },
        {
          focus: 'A wind-down routine',
          description: 'The same calm steps in the 60 minutes before lights-out, every night.',
          tasks: [
            'Set a wind-down alarm 60 minutes before lights-out, and stop work and email when it rings',
            'Dim the lights at home in the last hour before bed and switch screens to night mode',
            "Write tomorrow's to-do list before your wind-down, so open tasks stay on paper at night",
            'Take a warm shower or bath 60 to 90 minutes before bed',
            'Read a paper book in dim light for {min:20} before bed instead of a screen',
            'Keep the same wind-down routine for 5 nights and note in your sleep diary how fast you fall asleep',
          ],
        },
        {
          focus: 'Quiet the racing mind',
          description:
            'Breathing, relaxation and a set worry time, so thoughts do not follow you to bed.',
          tasks: [
            'Practise 4-7-8 breathing in bed: breathe in for 4, hold for 7, out for 8, four rounds',
            'Do {min:10} of progressive muscle relaxation before lights-out, tensing and releasing each muscle group',
            'Set a 15-minute worry time in the early evening: write each worry and one next step for it',
            'Move for 30 minutes during the day, finishing hard exercise at least 3 hours before bed',
            'Keep a notepad by the bed, and when a thought keeps you awake, write it down to deal with in the morning',
            'Add up three weeks of your sleep diary and circle the habits of your best nights',
          ],
        },
      ],
    },
    {
      title: 'Retrain your bed for sleep',
      description:
        'Bed only for sleep, up when you lie awake, and a sleep window that grows as your sleep efficiency rises.',
      weeks: [
        {
          focus: 'Bed means sleep',
          description: 'Go to bed only when sleepy, and get up when you lie awake.',
          tasks: [
            'Go to bed only when sleepy, and never before your lights-out time',
            'If you are awake for what feels like 20 minutes, get up, sit in another dim room and go back to bed when sleepy',
            'Keep a dim lamp, a blanket and a dull book ready in another room for nights you get up',
            'Turn your clock away from the bed so you stop checking the time at night',
            'Keep your alarm at your fixed wake time however the night went',
            'Skip daytime naps this week, or keep one to 20 minutes before 3 pm',
          ],
        },
        {
          focus: 'Sleep efficiency',
          description:
            'Work out how much of your time in bed is spent asleep, and adjust the window by it.',
          tasks: [
            "Work out your sleep efficiency from last week's sleep diary: hours asleep divided by hours in bed",
            'If your sleep efficiency is above 85 %, move lights-out 15 minutes earlier; below 80 %, 15 minutes later',
            'Get 20 minutes of outdoor light in the morning, even on grey days',
            'Keep getting up when you lie awake in bed for about 20 minutes',
            'Eat a light evening snack if hunger wakes you, and keep heavy, spicy meals for lunch rather than dinner',
            'Note in your sleep diary every night you fall asleep within 20 minutes',
          ],
        },
        {
          focus: 'A plan for bad nights',
          description: 'Keep the rhythm through late evenings and short nights.',
          tasks: [
            'Write your bad-night plan: same wake time, morning daylight, no long nap and no extra caffeine',
            'Keep Friday and Saturday lights-out within an hour of your weeknight bedtime',
            'Do a 20-minute version of your wind-down routine after evenings out',
            'Recalculate your sleep efficiency and move your sleep window by 15 minutes if the numbers say so',
            'Replace one late-evening screen habit with stretching, a bath or a paper book',
            'Rate your daytime energy at 3 pm each day from 1 to 10 in your sleep diary',
          ],
        },
      ],
    },
    {
      title: 'Sleep diary review',
      description:
        'Widen the window toward the hours you want, write your own sleep rules, and compare a final two-week diary with the first.',
      weeks: [
        {
          focus: 'Widen the window',
          description: 'As sleep efficiency holds, lights-out moves earlier toward your target.',
          tasks: [
            'Move lights-out 15 minutes earlier if your sleep efficiency stayed above 85 % last week',
            'Keep your caffeine cut-off: the last coffee before 2 pm every day this week',
            'Get morning daylight within an hour of waking on all 7 days',
            'Charge your phone outside the bedroom every night',
            'Start your final two-week sleep diary: bedtime, minutes to fall asleep, wakings and wake time',
            'Count the nights this week you slept {q} or more',
          ],
        },
        {
          focus: 'Your sleep rules',
          description: 'Write down what works for you, so it holds on holidays and busy weeks.',
          tasks: [
            'Write your five sleep rules on one card: wake time, caffeine cut-off, wind-down, bedroom and bad-night plan',
            'Keep your sleep diary every morning for the second week running',
            'Plan how to keep your wake time within an hour on holidays and shift changes',
            'Do your full 60-minute wind-down routine on 6 nights this week',
            'Tell {person|the people you live with} your lights-out time so evenings end on time',
            'Take a short walk in daylight after lunch instead of a nap when the afternoon dip comes',
          ],
        },
        {
          focus: 'The sleep review',
          description: 'Compare your final two weeks with where you started, and keep what worked.',
          tasks: [
            'Finish your final two-week sleep diary',
            'Compare the final sleep diary with your first week: hours asleep, minutes to fall asleep, wakings and sleep efficiency',
            'Rate your daytime energy and mood now and in your first week, each from 1 to 10',
            'Keep the two sleep habits that made the biggest difference, and drop what did not help',
            'See a doctor if you still snore loudly, stop breathing at night or lie awake most nights',
            'Set your sleep plan for the next three months: wake time, lights-out time and {q} a night',
          ],
        },
      ],
    },
  ],
  extras: [
    'Fill in your sleep diary each morning before checking your phone',
    'Get 10 minutes of daylight within an hour of waking',
    'Do 10 minutes of slow breathing or stretching as part of your wind-down',
    'Keep the bedroom dark, cool and free of screens tonight',
  ],
  countermeasures: [
    {
      when: ['shift', 'night shift', 'rota', 'nights'],
      tasks: [
        'Keep the same sleep window after every night shift and black out the bedroom for daytime sleep',
        'Wear sunglasses on the way home from a night shift so morning light does not reset your body clock',
      ],
    },
    {
      when: ['baby', 'newborn', 'toddler', 'feed'],
      tasks: [
        'Take turns with your partner or another adult on night wakings so each of you gets one protected stretch of sleep',
        'Nap for 20 minutes when the baby naps, before 3 pm',
      ],
    },
    {
      when: ['snor', 'noise', 'loud', 'neighbo', 'street'],
      tasks: [
        'Try foam earplugs and a fan or white-noise app for noise in the night',
        'Ask a snoring partner to see a doctor, and sleep apart for two nights to catch up on sleep',
      ],
    },
    {
      when: ['anxi', 'worr', 'racing', 'stress', 'overthink', 'mind'],
      tasks: [
        "Two hours before bed, write tomorrow's worries and one next step for each",
        'Do four rounds of 4-7-8 breathing when you wake at night instead of checking the time',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the wake-up time fixed and move bedtime only 15 minutes at a time, as your sleep diary shows.',
    slipping:
      'Go back to two anchors: the same wake-up time every day and no screens in bed; the rest builds on those.',
  },
  alternative: {
    title: 'Sleep restriction',
    description:
      'The core of CBT-I: a short, fixed sleep window that builds sleep pressure, widened by 15 minutes whenever sleep efficiency is high.',
    weeks: [
      {
        focus: 'Set a sleep window',
        description: 'Time in bed matches the sleep you actually get, never under 5.5 hours.',
        tasks: [
          'Work out your average hours asleep from a week of your sleep diary',
          'Set a sleep window equal to that average, never under 5.5 hours, ending at your fixed wake time',
          'Stay out of bed until your sleep window starts, even when you feel tired',
          'Get up at the same alarm time every day, weekends included',
          'Skip naps, and do not drive when very sleepy during these first weeks',
          'Work out your sleep efficiency from this week of your sleep diary',
        ],
      },
      {
        focus: 'Widen by 15 minutes',
        description: 'A higher sleep efficiency earns a slightly longer night.',
        tasks: [
          'If your sleep efficiency was above 85 %, start your sleep window 15 minutes earlier',
          'Get out of bed after about 20 minutes awake, and go back when sleepy',
          'Get 20 minutes of daylight in the morning to anchor your body clock',
          'Spend the evening before your sleep window calm and in dim light, in a chair rather than in bed',
          'Keep your fixed wake time even after a short night',
          "Recalculate your sleep efficiency from this week's sleep diary",
        ],
      },
      {
        focus: 'Find your sleep need',
        description: 'Keep widening until extra time in bed no longer brings extra sleep.',
        tasks: [
          'Widen your sleep window by another 15 minutes if sleep efficiency stayed above 85 %',
          'Hold the window where it is if sleep efficiency was 80 to 85 %',
          'Rate your daytime sleepiness: when you feel rested by day, your sleep window is close to your need',
          'Keep caffeine before 2 pm and skip alcohol for the three nights before your review',
          'Keep your wind-down routine in the hour before your sleep window starts',
          'Compare your sleep diary now with your first week and set your sleep window for the months ahead',
        ],
      },
    ],
  },
};
