import type { GoalKind } from '../goal-kind.js';

/**
 * A job search as a careers coach runs it: target roles and companies chosen first, a CV rewritten
 * around achievements with numbers and the postings' keywords, LinkedIn to match, and a tracker
 * for every application. Then tailored applications every week, with networking and referrals
 * doing more than cold applying; then interviews prepared with STAR stories and mock interviews;
 * then follow-ups, references, offers and negotiation. Weekly application counts are shares of the
 * goal's number (40 when it names none) that add up to it.
 */
export const jobSearch: GoalKind = {
  id: 'job-search',
  label: 'Job search',
  field: 'work',
  signals: [
    'find a job',
    'job',
    'new job',
    'get a job',
    'land a job',
    'find work',
    'job search',
    'job hunt',
    'job hunting',
    'cv',
    'resume',
    'cover letter',
    'interview',
    'job interview',
    'job offer',
    'job application',
    'apply for job',
    'apply to job',
    'career change',
    'change career',
    'switch career',
    'new career',
    'get hire',
    'employment',
    'unemployed',
    'unemploy',
    'linkedin',
    'recruiter',
    'graduate job',
    'internship',
    'dream job',
    'new role',
    'new position',
  ],
  notWhen: [
    'do my job good',
    'do my job well',
    'good at my job',
    'enjoy my job',
    'love my job',
    'keep my job',
    'job satisfaction',
    'the job done',
    'get promote',
    'a promotion',
    'my own business',
    'start a business',
    'freelance',
    'interview my',
    'hire a',
    'apply to university',
    'apply for university',
    'apply to college',
  ],
  lexicon: [
    'cv',
    'application',
    'apply',
    'interview',
    'linkedin',
    'recruiter',
    'hiring',
    'cover letter',
    'job',
    'role',
    'network',
    'contact',
    'referral',
    'star stor',
    'offer',
    'salary',
    'tracker',
    'posting',
    'compan',
    'employer',
    'reference',
    'follow up',
    'career',
  ],
  measure: {
    kind: 'amount',
    units: ['application', 'job', 'role', 'position'],
    default: 40,
    step: 1,
    range: [15, 500],
  },
  milestones: [
    {
      title: 'Aim the search',
      description:
        'Target roles and companies, a CV built on achievements, LinkedIn to match, and the first applications.',
      weeks: [
        {
          focus: 'Target roles and companies',
          description: 'Two or three job titles and 20 companies, so every application is aimed.',
          tasks: [
            'Write down 2 or 3 job titles and the level you will apply for, from postings you would take tomorrow',
            'Read 10 job postings for those titles and highlight the skills and keywords that repeat',
            'List 20 companies you would like to work for, with a link to each careers page',
            'Write down your salary range from 3 salary sites and your current pay',
            'Set job alerts for your titles on 2 job boards and on LinkedIn',
            'Set up a job tracker spreadsheet: company, role, date applied, contact, stage, next step',
          ],
        },
        {
          focus: 'Rewrite your CV',
          description:
            'A CV of achievements with numbers, matched to the keywords of your target roles.',
          tasks: [
            'List 10 achievements from your last jobs, each with a number: money, time, customers or people',
            'Rewrite each CV bullet as action, result and number, starting with a strong verb',
            "Put the top keywords from the postings into your CV's summary and skills section",
            'Cut your CV to 2 pages at most, with your target job title at the top',
            'Save your CV as a PDF and a Word file, named with your name and the job title',
            'Ask {person|a friend in your field} to read your CV for 30 seconds and tell you what stood out',
          ],
        },
        {
          focus: 'LinkedIn and first applications',
          description: 'A profile recruiters can find, and the first tailored applications sent.',
          tasks: [
            'Update your LinkedIn headline to your target role and the value you bring',
            'Rewrite your LinkedIn About section in 3 short paragraphs from your CV achievements',
            'Turn on Open to Work for recruiters only, with your target job titles',
            'Write a cover letter template in 3 paragraphs: why this company, your proof, a call to talk',
            'Write short answers to the usual application questions: why this role, notice period, salary expectations',
            "Send {q:0.05}, each with your CV's keywords matched to the posting, and log them in your job tracker",
          ],
        },
      ],
    },
    {
      title: 'Applications and referrals',
      description:
        'Tailored applications every week, and a network that turns cold applications into referrals.',
      weeks: [
        {
          focus: 'Reach out to your network',
          description: 'The people you know, told what you are looking for.',
          tasks: [
            'List 30 people you know in or near your target companies: former colleagues, classmates, friends',
            'Message 5 of them to say which role you are looking for and ask for 15 minutes',
            'Ask one contact at a target company whether they would refer you for an open role',
            'Hold your first informational interview: 20 minutes, 5 questions about the team and its hiring',
            'Update your job tracker and thank everyone who helped you this week',
            'Send {q:0.08} to target companies in your tracker, tailored to each posting',
          ],
        },
        {
          focus: 'Tailor every application',
          description: 'Fewer, better-matched applications, each followed by a note to a person.',
          tasks: [
            'Pick postings that match at least 70 % of their requirements, and skip the rest',
            'Tailor the top third of your CV and the cover letter to each posting you picked',
            'Message 5 more contacts from your network list for an informational interview',
            'Follow up on applications sent over a week ago with a short, polite email',
            'Review your job tracker: applications sent, replies, and your reply rate',
            'Send {q:0.1} to the postings you picked, then a short note on LinkedIn to the hiring manager of each',
          ],
        },
        {
          focus: 'Fix what is not working',
          description: 'The reply rate tells you whether the CV or the targeting needs work.',
          tasks: [
            "Check your tracker's reply rate: under 1 reply per 10 applications means the CV needs work",
            'Ask a recruiter or {person|a friend who hires} to review your CV against one posting',
            'Go to one industry meetup or online event and add 3 new contacts to your network list',
            'Post or comment once on LinkedIn about work in your target field',
            "Update your job tracker and plan next week's follow-ups",
            'Send {q:0.1}, at least half of them through a referral or a contact',
          ],
        },
      ],
    },
    {
      title: 'Win the interviews',
      description:
        'STAR stories, mock interviews and research, so each interview turns into the next round.',
      weeks: [
        {
          focus: 'Your STAR stories',
          description: 'Eight stories that answer most interview questions.',
          tasks: [
            'Write 8 STAR stories (situation, task, action, result) from your CV achievements',
            'Match each story to common interview questions: conflict, failure, leadership, a hard deadline',
            'Record your 2-minute interview answer to "Tell me about yourself", then cut everything that wanders',
            'Research the salary for each role you are interviewing for, so you have a number ready',
            'Update your job tracker with interview dates and the names of the people you will meet',
            'Send {q:0.12}, tailored to each posting',
          ],
        },
        {
          focus: 'Mock interviews',
          description: 'Practice out loud, with questions you did not see coming.',
          tasks: [
            'Do a {min:45} mock interview with {person|a friend} using 6 questions for your target role',
            'Prepare 5 questions to ask the interviewer about the team, its goals and success in the role',
            "Research each company you are interviewing with: products, news, competitors and the team's goals",
            'Practise 3 STAR stories out loud until each one takes under 2 minutes',
            'Send a thank-you email within 24 hours of every interview, with one point from the conversation',
            'Send {q:0.12} to new postings, each tailored to the role',
          ],
        },
        {
          focus: 'Later rounds',
          description: 'Skills tests, case studies and second interviews prepared for.',
          tasks: [
            'Ask the recruiter about the format of each interview stage: panel, case, task or technical',
            'Practise one skills test or case study for your role for {min:60}',
            'Prepare a 30-60-90 day plan for the role you are furthest along with',
            'Ask a contact at one target company what its interviews are like',
            'Review your job tracker for the stage where you drop out, and plan how to fix it',
            'Send {q:0.12}, each with a referral or a note to the hiring manager where you can',
          ],
        },
      ],
    },
    {
      title: 'Land the offer',
      description:
        'A full pipeline while you interview, references ready, and an offer negotiated and accepted in writing.',
      weeks: [
        {
          focus: 'Keep the pipeline full',
          description: 'Applications keep going out while interviews run.',
          tasks: [
            'Follow up on every open application and interview with a short email',
            'Prepare 2 or 3 references, and tell them about the roles and what to stress',
            'Do a mock final interview with {person|a friend} on your 3 weakest questions',
            'Write down your walk-away salary and the number you will ask for in a negotiation',
            'Update your job tracker and close applications with no reply after 4 weeks',
            'Send {q:0.12}, so you keep applying while you interview',
          ],
        },
        {
          focus: 'Offers and negotiation',
          description: 'Offers compared on everything, and one thing more asked for.',
          tasks: [
            'Practise saying your salary number out loud, then stopping',
            'When an offer comes, thank them and ask for it in writing before you answer',
            'Compare each offer on salary, bonus, leave, pension, flexibility and growth',
            'Ask for one thing more in any offer: salary, start date, a signing bonus or training',
            'Message 3 people in your network with an update and your thanks',
            'Send {q:0.1}, tailored to each posting, until you hold an offer you want',
          ],
        },
        {
          focus: 'Decide and start',
          description:
            'An offer accepted, or the next month of the search planned from the tracker.',
          tasks: [
            'Send your last {q:0.09} if you have no offer you want yet',
            'Accept the offer you want in writing, with salary, title and start date confirmed',
            'Tell every company still interviewing you that you have accepted another offer',
            'Thank everyone who referred or helped you, and update your LinkedIn',
            'If the search goes on, plan the next 4 weeks from your tracker, with more referrals and fewer cold applications',
            'Review your job tracker: applications, interviews, offers and the sources that worked best',
          ],
        },
      ],
    },
  ],
  extras: [
    'Send 2 tailored applications to companies on your target list',
    'Message one former colleague about the role you are looking for',
    'Rehearse one STAR story out loud in under 2 minutes',
    'Follow up on one application sent more than a week ago',
  ],
  countermeasures: [
    {
      when: [
        'reject',
        'no reply',
        'no response',
        'ghost',
        'hear back',
        'no answer',
        'no interview',
      ],
      tasks: [
        'Count replies per 10 applications: under 1 means rewrite the CV, replies without interviews mean rework the targeting',
        'Turn 3 cold applications this week into referrals by messaging someone at each company',
      ],
    },
    {
      when: ['experience', 'gap', 'career break', 'graduate', 'junior', 'career change', 'qualif'],
      tasks: [
        'Add a CV section with 3 projects or transferable results, each with a number',
        'Take one short course or project this month that fills the gap most common in your target job postings',
      ],
    },
    {
      when: ['interview', 'blank', 'freeze', 'ramble', 'nervous'],
      tasks: [
        'Do 2 recorded mock interviews this week and fix one answer after each',
        'Write bullet prompts for your 5 best STAR stories and read them on the morning of an interview',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the tracker honest and the mix right: tailored applications every week, at least half of them through a referral or a contact.',
    slipping:
      'Cut back to 3 well-tailored applications and 2 messages to contacts a week; steady, targeted effort beats mass applying.',
  },
  alternative: {
    title: 'Network your way in',
    description:
      'Fewer cold applications: 15 target companies reached through people, informational interviews and referrals.',
    weeks: [
      {
        focus: 'Fifteen target companies',
        description: 'A short list of companies and a person to reach at each.',
        tasks: [
          'Pick 15 target companies where your skills fit and you would like to work',
          'Find 2 people at each company on LinkedIn: someone in the team you want and a recruiter',
          'Check your network for anyone who knows them, and ask for an introduction',
          'Write a short outreach message: who you are, why their company, a request for 15 minutes',
          'Track each contact, company and reply in your job tracker',
          'Send your message to 10 people at your target companies',
        ],
      },
      {
        focus: 'Informational interviews',
        description: 'Conversations that teach you the company and put you on its radar.',
        tasks: [
          'Ask each person you meet who else you should talk to at the company',
          'Send a thank-you note within 24 hours of each informational interview',
          'Send 10 more outreach messages to people at your target companies',
          'Note the problems each team faces, to use in your cover letter and interviews',
          "Update your CV's summary with the words the teams use for the role",
          'Hold 3 informational interviews of 20 minutes, with 5 questions about the team and its hiring',
        ],
      },
      {
        focus: 'Ask for referrals',
        description: 'Warm contacts turned into referrals for open roles.',
        tasks: [
          'Ask the contacts you spoke to whether they would refer you for an open role',
          'Offer the hiring manager something useful, an idea or a short work sample, from what you learned',
          'Follow up with every contact after a week with an update',
          'Hold 2 more informational interviews at companies with no opening yet',
          'Review your job tracker: replies from referrals against replies from cold applications',
          'Apply through each referral the same day, with a tailored CV',
        ],
      },
    ],
  },
};
