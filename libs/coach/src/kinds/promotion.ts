import type { GoalKind } from '../goal-kind.js';

/**
 * Getting promoted the way a career coach builds the case: the next level's expectations read
 * from the career ladder, the gaps asked for plainly in a one-to-one and written into a plan the
 * manager agrees; then a project owned at that level, the team lifted, the impact made visible and
 * sponsors found; a brag document kept every week all along, turned at the end into a promotion
 * case with evidence for the review.
 */
export const promotion: GoalKind = {
  id: 'promotion',
  label: 'Getting promoted',
  field: 'work',
  signals: [
    'get a promotion',
    'promote',
    'promotion',
    'get promote',
    'senior engineer',
    'senior developer',
    'senior software engineer',
    'senior role',
    'senior position',
    'staff engineer',
    'principal engineer',
    'team lead',
    'tech lead',
    'team leader',
    'become a manager',
    'manager',
    'management',
    'move into management',
    'head of',
    'director',
    'career progression',
    'career ladder',
    'get a raise',
    'pay rise',
    'salary increase',
  ],
  notWhen: [
    'promote my shop',
    'promote my business',
    'promote my book',
    'promote my channel',
    'promote my brand',
    'promote my art',
    'promote my music',
    'promote my product',
    'promote my podcast',
    'promote my event',
    'run a promotion',
    'sale promotion',
    'raise money',
    'raise fund',
    'raise awareness',
    'hire a manager',
    'time management',
    'anger management',
    'stress management',
    'weight management',
    'money management',
    'film director',
    'new job',
    'find a job',
  ],
  lexicon: [
    'manager',
    'promot',
    'brag',
    'level',
    'impact',
    'review',
    'career',
    'ladder',
    'sponsor',
    'stakeholder',
    'project',
    'feedback',
    'one-to-one',
    'skip-level',
    'mentor',
    'team',
    'lead',
    'visib',
    'evidence',
    'colleague',
    'peer',
    'salary',
    'senior',
  ],
  milestones: [
    {
      title: 'Know what the next level asks',
      description:
        'The career ladder read, the gaps named by your manager, and a promotion plan agreed in writing.',
      weeks: [
        {
          focus: 'The career ladder',
          description: 'What the next level expects, and where you stand against it.',
          tasks: [
            "Get your company's career ladder or level guide and read the level above yours",
            "Copy the next level's expectations into a table and rate yourself 1 to 5 on each",
            'Start a brag document: every win of the last 6 months with its impact in numbers',
            'List 3 people promoted to that level in the last year and what they did differently',
            'Write 3 questions for your manager: what is missing, what evidence counts, when the review is',
            'Book a {min:30} one-to-one with your manager about promotion, and take your 3 questions',
          ],
        },
        {
          focus: 'The promotion conversation',
          description: 'Your manager told plainly, and the gaps agreed on paper.',
          tasks: [
            'Tell your manager plainly that you want to be promoted to the next level this cycle',
            'Ask your manager which 2 or 3 gaps stand between you and the next level',
            'Ask when promotion decisions are made and who sits on the review',
            'Find a mentor one level above you who will give you feedback once a month',
            "Add this week's wins to your brag document",
            'Write the agreed gaps into a promotion plan with evidence and dates, and send it to your manager',
          ],
        },
        {
          focus: 'Pick the stretch work',
          description: 'One project that shows next-level skills, and room made for it.',
          tasks: [
            'List the projects coming next quarter and mark those that need next-level skills',
            'Ask your manager to let you own one of them from start to finish',
            'Hand off or automate one task below your level to make room for it',
            'Ask 2 peers for feedback: one thing you do well, one thing to change',
            "Add this week's wins to your brag document, with numbers",
            "Write the project's goal, success measure and deadline on one page, and agree it with your manager",
          ],
        },
      ],
    },
    {
      title: 'Work at the next level',
      description:
        'A project led end to end, the team lifted, and the weakest gap worked on every week.',
      weeks: [
        {
          focus: 'Lead the project',
          description: 'Kick-off, decisions and updates the way the next level does them.',
          tasks: [
            'Run the project kick-off: goal, owners, dates and risks, written down and shared with the team',
            'Start a weekly status update on the project for its stakeholders',
            'Make one decision you would usually leave to your manager, and explain it in writing',
            "Review one teammate's work in depth and give specific, kind feedback",
            'Show your manager progress on the promotion plan at your one-to-one',
            "Add this week's wins to your brag document",
          ],
        },
        {
          focus: 'Lift the team',
          description: 'Work that makes others better, which every next level asks for.',
          tasks: [
            'Mentor one junior colleague for {min:30} on a skill you are strong in',
            'Write one guide or document that saves your team time, and share it',
            'Spot a problem that keeps coming back across the team and propose a fix to your manager',
            'Send the weekly project status update to the stakeholders',
            'Ask a stakeholder outside your team how your project could help them more',
            "Add this week's wins to your brag document, naming who benefited",
          ],
        },
        {
          focus: 'Midway check',
          description: 'The ladder re-rated and the weakest expectation given a weekly action.',
          tasks: [
            "Rate yourself again against the next level's expectations, 1 to 5",
            'Ask your manager for honest feedback on the promotion plan so far',
            'Pick the weakest next-level expectation and plan one action a week on it',
            'Send the weekly project status update with one measure that moved',
            'Ask your mentor how they showed that skill before their own promotion',
            'Sort your brag document into sections that match the career ladder',
          ],
        },
      ],
    },
    {
      title: 'Make your impact visible',
      description:
        'The work shown beyond your team, sponsors found among senior people, and the project shipped.',
      weeks: [
        {
          focus: 'Show the work',
          description: "Your project's progress seen beyond your own team.",
          tasks: [
            "Present your project's progress at a team or department meeting for 10 minutes",
            'Write a short project update with the impact in numbers and share it beyond your team',
            'Thank the colleagues who helped by name, in a public channel',
            'Send the weekly project status update',
            'Ask your manager at your one-to-one what the promotion review will want to see',
            "Add this week's wins to your brag document",
          ],
        },
        {
          focus: 'Find sponsors',
          description: 'Senior people who know your work and will speak for it.',
          tasks: [
            'Name 3 senior people who could speak for your work in a promotion review',
            "Book a {min:30} skip-level meeting with your manager's manager about the team's priorities",
            'Offer help on a problem a senior leader cares about',
            'Ask a peer on another team what they need from your team, and deliver one thing',
            'Send the weekly project status update',
            "Add this week's wins, and who saw them, to your brag document",
          ],
        },
        {
          focus: 'Ship the project',
          description: 'The project or its first milestone delivered and its impact measured.',
          tasks: [
            'Ship the project or its first milestone, and measure the result',
            'Write a one-page project retrospective: goal, result, what you would change',
            'Share the retrospective with your manager and the stakeholders',
            'Ask 3 colleagues for written feedback you could quote in your promotion case',
            'Rate yourself against the career ladder again',
            "Add the project's result in numbers to your brag document",
          ],
        },
      ],
    },
    {
      title: 'Make the promotion case',
      description:
        'The brag document turned into a case with evidence, rehearsed, and taken to the review.',
      weeks: [
        {
          focus: 'Write the case',
          description: 'One page of evidence mapped to each next-level expectation.',
          tasks: [
            'Turn your brag document into a one-page promotion case mapped to each next-level expectation',
            'Put the strongest evidence first: impact, numbers, scope and who it helped',
            'Add the peer feedback quotes next to the expectations they prove',
            'Ask your mentor to review the promotion case and mark any weak claim',
            "Add this week's wins to your brag document",
            'Give your manager the promotion case at your one-to-one',
          ],
        },
        {
          focus: 'Rehearse the review',
          description: 'Push-back answered before the review, and the last gap closed.',
          tasks: [
            'Ask your manager where the case is strong and where the review may push back',
            'Close one gap your manager names with a quick, visible piece of work',
            'Rehearse your 5-minute promotion case with {person|your mentor} for {min:20}',
            'Look up the market salary for the next level so you know the number',
            'Confirm the review date and what your manager will send to it',
            "Update the promotion case with this week's evidence",
          ],
        },
        {
          focus: 'The review',
          description:
            'The case presented, the decision asked for, and the next step agreed either way.',
          tasks: [
            "Check your promotion case has this week's evidence and your peers' quotes",
            'Ask your manager for the decision date and how you will hear',
            'Write down what you will agree if promoted: title, salary and the date it starts',
            'Write down what you will ask for if not yet: the exact gaps and a date for the next review',
            'Keep adding to your brag document every Friday, whatever the result',
            'Present or send your promotion case for the review, and ask for the decision in writing',
          ],
        },
      ],
    },
  ],
  extras: [
    "Add this week's wins to your brag document, with numbers",
    'Send your manager a 3-line update on your promotion plan',
    'Give one colleague specific feedback on their work',
    'Share one useful lesson from your project in the team channel',
  ],
  countermeasures: [
    {
      when: ['manager', 'boss', 'politic', 'unfair', 'favourit', 'favorit', 'overlook', 'ignor'],
      tasks: [
        'Ask your manager in writing what the next level needs and when you will be reviewed, and keep the reply',
        'Find a sponsor outside your reporting line through a skip-level meeting or a cross-team project',
        'If the answers stay vague after 2 months, look at the next level at other companies too',
      ],
    },
    {
      when: ['freeze', 'no budget', 'no opening', 'no role', 'layoff', 'restructur', 'reorg'],
      tasks: [
        'Ask your manager whether promotions are frozen, and which review cycle they reopen in',
        "Take on the next level's scope now and get it written into your review, so the title follows",
      ],
    },
    {
      when: ['visib', 'introvert', 'shy', 'recogni', 'credit', 'self promot', 'quiet'],
      tasks: [
        'Send your manager a 3-line weekly update: done, impact, next',
        'Present one piece of your work at a team meeting each month',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the brag document current and the promotion plan in every one-to-one, so your manager has the evidence before the review.',
    slipping:
      'Pick one next-level expectation and do one visible thing for it each week, and tell your manager you did.',
  },
  alternative: {
    title: 'Move up by moving',
    description:
      'Apply for the next level itself, in another team or at another company, with your track record as the case.',
    weeks: [
      {
        focus: 'Find next-level openings',
        description: 'Roles one level up, inside the company and outside it.',
        tasks: [
          'Search the internal job board and 2 outside job sites for roles one level above yours',
          'Rewrite your CV for the senior title, with 5 achievements and their impact in numbers',
          'Update your LinkedIn headline to the level you are going for',
          'Ask 3 former colleagues who have moved up how they made the jump',
          'Ask your manager which senior roles are opening in other teams this quarter',
          'Pick 5 senior roles that fit and note what each asks for',
        ],
      },
      {
        focus: 'Apply at the next level',
        description: 'Applications that show you already work at that level.',
        tasks: [
          'Ask a colleague on the team you want to join for a referral to the hiring manager',
          'Prepare 6 stories of next-level work: leading, deciding, lifting the team',
          'Look up the salary band for each role so you know your number',
          'Do a mock interview for a senior role with {person|a mentor}',
          "Add this week's wins to your brag document for the interviews",
          'Apply for the 5 senior roles, each with a cover letter naming one next-level project you led',
        ],
      },
      {
        focus: 'Interview and decide',
        description: 'Next-level interviews, and an offer used well.',
        tasks: [
          'Interview for the senior roles, leading with the impact of your projects',
          'Ask each hiring manager what success looks like in the first 6 months',
          'Compare each offer on title, salary, scope and growth',
          'Take any outside offer to your manager only if you would really accept it',
          'Write your first 90-day plan for the senior role',
          'Negotiate the title and salary of the offer you want, in writing',
        ],
      },
    ],
  },
};
