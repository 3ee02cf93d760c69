import type { GoalShape } from './goal-shape.js';

/**
 * A big life change (emigrating, moving abroad, a new career, going back to university, adopting)
 * the way a transition coach runs it: explore before deciding (the requirements and costs from
 * official sources, three people who made the same change, a WOOP of wish, outcome, obstacle and
 * plan), then every form and application, with each step that waits on others turned into a
 * process goal the person controls (send by a date, follow up by a date), then the transition with
 * a support network and if-then plans for the hard days, and a settling-in routine so it holds.
 */
export const lifeChangeShape: GoalShape = {
  id: 'life-change',
  label: 'Make a life change',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'emigrate',
      'immigrate',
      'relocate',
      'move abroad',
      'move to',
      'retrain',
      'reskill',
      'retrain as',
      'switch',
      'switch to',
      'adopt',
      'foster',
      'go back to',
      'return to',
      'enrol',
      'enroll',
      'resign',
      'retire',
      'settle',
      'transition',
      'pivot',
      'leave',
      'naturalise',
      'naturalize',
      'apply to',
      'study abroad',
    ],
    objects: [
      'career',
      'profession',
      'country',
      'city',
      'visa',
      'residency',
      'citizenship',
      'university',
      'college',
      'degree',
      'adoption',
      'child',
      'job',
      'retirement',
      'family',
      'home',
    ],
    decisive: ['emigrate', 'relocate', 'retrain'],
  },
  lexicon: [
    'requirement',
    'cost',
    'budget',
    'application',
    'form',
    'document',
    'deadline',
    'follow',
    'people',
    'network',
    'decision',
    'routine',
    'course',
    'checklist',
    'change',
    'transition',
    'plan',
    'step',
  ],
  milestones: [
    {
      title: 'Explore the options and decide',
      description:
        'What the change asks for and costs, what people who made it learned, and a decision with a date.',
      weeks: [
        {
          focus: 'What it takes',
          description: 'The requirements, costs and deadlines, written down from official sources.',
          tasks: [
            'Write in three sentences what your life looks like a year from now, and why {thing|the change} matters to you',
            'List every requirement for {thing|the change} from official sources: visas, qualifications, age limits, checks or waiting periods',
            'Write down what {thing|the change} will cost in one list: one-off, monthly, and the income you give up while it happens',
            'Put the hard deadlines for {thing|the change} (intakes, application windows, notice periods) in your calendar',
            'Start one folder, paper or digital, for every document and contact about {thing|the change}',
            'Write down the one question about {thing|the change} you most need answered before you decide',
            'Find three people with first-hand experience of {thing|the change} and send each a short message asking for 20 minutes',
          ],
        },
        {
          focus: 'Learn from people who did it',
          description:
            'Three conversations, and the obstacle that matters most named before it arrives.',
          tasks: [
            'Write 5 questions about {thing|the change} for the three people: what surprised them, what was harder than expected and what they would do differently',
            'Have the first of the three conversations with the people who replied, and write down the answers the same day',
            'Have the second and third conversations about {thing|the change}, by call or in person',
            'Read one official guide or forum thread on {thing|the change} and note two steps you had missed',
            'Mark each requirement for {thing|the change} on your list as done, doable within 12 weeks, or needing longer',
            'Write your WOOP for {thing|the change}: the wish, the best outcome, the main inner obstacle and your if-then plan for it',
          ],
        },
        {
          focus: 'Decide and budget',
          description: 'One route chosen, with a date, a budget and the people it affects told.',
          tasks: [
            'Write a budget for {thing|the change}: the costs listed, what you have set aside and what is still missing',
            'Compare two or three routes to {thing|the change} (timing, place, programme) on one page',
            'Talk the decision about {thing|the change} through with {person|the person it affects most} and write down their concerns',
            'Choose your route to {thing|the change} and a target date, and write the decision in one sentence',
            'Write the checklist for {thing|the change}: every step from now to the target date, in order, each with its week',
            'Set a review date for {thing|the change} four weeks out, when you will check that the decision still holds',
            'Tell two people your decision on {thing|the change} and the date you are aiming for',
          ],
        },
      ],
    },
    {
      title: 'Forms, applications and follow-ups',
      description:
        'The paperwork sent, the skills started, and every step that waits on someone else turned into sending and following up.',
      weeks: [
        {
          focus: 'Documents',
          description:
            'Everything the applications need, gathered or ordered, and a first one sent.',
          tasks: [
            'Gather the documents {thing|the change} asks for (ID, certificates, records, references) and note what is missing',
            'Order the missing documents for {thing|the change} this week, the slowest to arrive first',
            'Ask two people for a reference or a letter of support, with the date you need it by',
            'Fill in the first application or form for {thing|the change} in a {min:45} session',
            'Check each form for {thing|the change} against the official checklist before you send it',
            'Send the first application for {thing|the change} and write the date you will follow up',
          ],
        },
        {
          focus: 'Skills and courses',
          description:
            'A course or class for what the change needs, and the applications kept moving.',
          tasks: [
            'List the skills or language {thing|the change} needs and sign up for one course or class',
            'Do a {min:45} session of that course and note one thing you can use for {thing|the change} straight away',
            'Follow up the application for {thing|the change} you sent, by email or phone, and note the answer in your folder',
            'Send the next application or form for {thing|the change} on your checklist',
            'Update the budget with the real costs you have met so far',
            'Practise one everyday task {thing|the change} will ask of you, such as a form, a call or a conversation in the new setting',
            'Ask one of the three people you spoke to for feedback on your application for {thing|the change}',
          ],
        },
        {
          focus: 'Waiting turned into action',
          description: 'Every step that depends on others written as what you send and when.',
          tasks: [
            'List every step toward {thing|the change} that waits on someone else, with what you send and when you follow up',
            'Follow up every open application for {thing|the change} with a short, polite message',
            'Do a {min:45} session of your course, twice this week',
            'Plan the everyday practicalities for {thing|the change}: where you live, how you travel, who looks after what at home',
            'Review six weeks: checklist steps done, steps waiting, and whether the target date for {thing|the change} still holds',
            'Send the last application or form of this phase for {thing|the change} and book the follow-up in your calendar',
          ],
        },
      ],
    },
    {
      title: 'Make the transition',
      description:
        'The handover from the old life to the new: notices, arrangements and the people who help you through it.',
      weeks: [
        {
          focus: 'Hand over the old',
          description: 'What ends, ended properly, and what starts, set up in advance.',
          tasks: [
            'List what you leave behind for {thing|the change} (a job, a lease, a school place, a membership) and the notice each one needs',
            'Give the first notice on your list in writing, and keep a copy in your document folder for {thing|the change}',
            'Write a handover note for the people who take over your work or duties during the transition to {thing|the change}',
            'Set up the accounts, registrations or addresses {thing|the change} needs on the new side',
            'Update the budget for the month of the transition, with one buffer for surprises',
            'Tell the people your transition to {thing|the change} affects the date it happens and what changes for them',
            'Write the week-by-week transition checklist for {thing|the change}, from now to the first day',
          ],
        },
        {
          focus: 'A support network',
          description: 'The people who will help, asked now, before the hard days.',
          tasks: [
            'Name five people who can help you toward {thing|the change} and what each one can help with',
            'Join one group, forum or meetup about {thing|the change} where people share the same transition',
            'Ask {person|a friend} to check in with you once a week during the transition',
            'Follow up any application or document for {thing|the change} still open, and escalate the one that is late',
            'Write your if-then plans for the two hardest days on the way to {thing|the change}',
            'Book the first meeting, class or appointment that {thing|the change} starts with',
          ],
        },
        {
          focus: 'The first day',
          description: 'Everything ready, goodbyes said, and the first step taken.',
          tasks: [
            'Prepare everything for your first week, working down your checklist for {thing|the change}',
            'Confirm every booking and appointment of the first week for {thing|the change} by message, and tick it off the checklist',
            'Say goodbye properly: one meal or call with the people you leave behind',
            'Keep the documents {thing|the change} may ask for at the start in one folder you carry',
            'Write down three things for your first-day routine that will make {thing|the change} feel like home',
            'Take the day-one step for {thing|the change}: the move, the first day of the course or job, or the first meeting',
          ],
        },
      ],
    },
    {
      title: 'Settle into the new life',
      description:
        'A routine that holds, people around you, and an honest look at how the change is going.',
      weeks: [
        {
          focus: 'A first routine',
          description: 'Fixed times in the new week, and the last registrations done.',
          tasks: [
            'Set a weekly routine that fits {thing|the change}: fixed times for work or study, food, rest and one social thing',
            'Finish the registrations for {thing|the change} left on your checklist: doctor, address, school or clubs',
            'Introduce yourself to three new people: neighbours, classmates or colleagues',
            'Compare what {thing|the change} really cost in the first weeks with the budget, and adjust one line',
            'Call {person|a friend} from your support network and tell them how the first week went',
            'Write down three things that already feel right about {thing|the change}, and keep doing them next week',
            'Write down what is harder than expected about {thing|the change} and one small fix for each',
          ],
        },
        {
          focus: 'Belong',
          description: 'A regular place among new people, and the last loose ends tied.',
          tasks: [
            'Join one regular activity where you will see the same people every week',
            'Keep your new routine for {thing|the change} all week and tick each day you held it',
            'Follow up the last open forms or applications for {thing|the change}',
            'Write a short update on {thing|the change} for the people back home or at your old place',
            'Invite one of the new people you met for a coffee or a walk, with a date',
            'Do one thing {thing|the change} made possible that you could not do before, and note how it felt',
          ],
        },
        {
          focus: 'Review the change',
          description: 'What is already true, what is left, and the next step chosen.',
          tasks: [
            'Reread the three sentences you wrote in week 1 about {thing|the change} and mark what is already true',
            'List what still needs doing for {thing|the change} over the next three months, with a date each',
            'Check the budget: costs so far and the monthly running cost of the new life',
            'Thank by name the people who helped with {thing|the change}',
            'Offer 20 minutes to someone about to make the same change, as others did for you',
            'Choose the one habit you built in the transition to {thing|the change} that you most want to keep, and put it in your routine',
            'Write a one-page review of how {thing|the change} has gone: what worked, what you would do differently and the next step you choose',
          ],
        },
      ],
    },
  ],
  extras: [
    'Follow up one open application or request for {thing|the change} by message',
    'Spend {min:30} on the course or skill {thing|the change} needs',
    'Add every new contact about {thing|the change} to your folder, with the date you last spoke',
    'Tick off the steps done this week on your checklist for {thing|the change} and pick the next three',
    'Read one official update on the requirements for {thing|the change}',
    'Have a 20-minute call with someone who has made the same change',
    "Update the budget with this week's real costs",
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'job', 'work', 'shift', 'overtime'],
      tasks: [
        'If the week has no room for it, then do one 15-minute step toward {thing|the change} from your checklist before work',
        'If paperwork keeps getting put off, then book a fixed weekly hour for the applications, like a meeting',
      ],
    },
    {
      when: ['motivat', 'procrastinat', 'lazy', 'stuck', 'give up', 'overwhelm', 'too big'],
      tasks: [
        'If {thing|the change} feels too big to start, then do only the next step on the checklist and tick it off',
        'If you lose sight of why, then reread your WOOP and the notes from the three people you spoke to',
      ],
    },
    {
      when: [
        'fear',
        'afraid',
        'scare',
        'nerv',
        'anxi',
        'confiden',
        'doubt',
        'unsure',
        'uncertain',
        'risk',
        'regret',
      ],
      tasks: [
        'If doubt about the decision returns, then write the worst case for {thing|the change} and the step that would undo it',
        'If fear keeps you from sending an application, then send it to {person|a friend} to read first and post it the day after',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'financ', 'saving', 'debt', 'income'],
      tasks: [
        'If what {thing|the change} costs outruns the budget, then list the three biggest and find a cheaper or later option for one',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'husband', 'wife', 'parent', 'baby'],
      tasks: [
        'If your family worries about {thing|the change}, then give them 15 minutes with the plan, the dates and their part in it',
        'If the children must change too, then give them one decision of their own in the transition, such as their room or a club',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'stress', 'burn', 'sleep'],
      tasks: [
        'If the transition wears you out, then do only the checklist step with the nearest deadline this week',
      ],
    },
    {
      when: [
        'wait',
        'slow',
        'bureaucra',
        'paperwork',
        'visa',
        'reject',
        'refus',
        'delay',
        'lonel',
        'homesick',
      ],
      tasks: [
        'If an answer about {thing|the change} is late, then follow up on a set date and ask what the next step is and who decides',
        'If an application is refused, then ask for the reasons in writing and send an improved one within two weeks',
        'If loneliness sets in after the change, then book one fixed weekly call home and one weekly activity with new people',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep turning every step that waits on others into something you send and follow up by a date: a big change is made of those small moves.',
    slipping:
      'Pick the one step with the nearest deadline and do it this week; a change stalls when everything waits, not when one thing is late.',
  },
  alternative: {
    title: 'Try it before you commit',
    description:
      'A trial run of the change first (a short stay, a taster course, a day of shadowing) so the decision rests on experience.',
    weeks: [
      {
        focus: 'Plan the trial',
        description: 'A short, real taste of the change, with questions it must answer.',
        tasks: [
          'Choose a trial for {thing|the change}: a two-week stay, a taster course, a day of shadowing or a volunteer shift',
          'Book the trial dates for {thing|the change} and write three questions the trial must answer',
          'Write down the costs of the trial and set that amount aside',
          'Ask one person who made the same change what to look at during the trial of {thing|the change}',
          'Arrange cover at work and at home for the days of the trial, and note them on your checklist',
          'Tell {person|the person it affects most} the trial dates for {thing|the change} and what you hope to learn',
          'Write the trial checklist for {thing|the change}: what to see, whom to meet, what to try',
        ],
      },
      {
        focus: 'Live the trial',
        description: 'Ordinary days of the new life, lived and written down.',
        tasks: [
          'Live one ordinary day as {thing|the change} would shape it: the commute, the shopping, the evening',
          'Talk to three people who live it every day and note their answers',
          'Write a short diary entry each evening of the trial: what felt right about {thing|the change} and what did not',
          'Test the hardest part of {thing|the change} on purpose, such as a full workday or an evening alone',
          'Check the real costs you met against your budget',
          'Try one everyday errand of {thing|the change} on your own: a form, a shop, a call or a journey',
          'Answer the three trial questions about {thing|the change} in writing before you come home',
        ],
      },
      {
        focus: 'Decide from experience',
        description: 'The trial compared with what you expected, and a decision made.',
        tasks: [
          'Compare the trial with what you expected of {thing|the change}, point by point',
          'Talk the result through with {person|the person it affects most} before the decision',
          'Make the decision on {thing|the change} (go ahead, change the route, or stop) and write the reason in one sentence',
          'Write the first three applications or steps with their dates, if you go ahead',
          'Send the first application for {thing|the change} or book its next step',
          'Tell the people who helped with the trial what you decided about {thing|the change}',
        ],
      },
    ],
  },
};
