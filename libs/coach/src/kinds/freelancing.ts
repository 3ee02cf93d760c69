import type { GoalKind } from '../goal-kind.js';

/**
 * Freelancing the way a freelance coach sets it up: a niche and packaged offers a client can buy,
 * a portfolio of three case studies, and a day rate worked out from the monthly income wanted
 * (a tenth of it, for ten billable days a month), with contract and invoice templates and tax set
 * aside. Then outreach every week, warm contacts first, discovery calls and proposals; then the
 * first clients won, delivered well and turned into testimonials and referrals; then a pipeline
 * that fills next month. Amounts are shares of the goal's monthly income (2,000 when it names none).
 */
export const freelancing: GoalKind = {
  id: 'freelancing',
  label: 'Freelancing',
  field: 'work',
  signals: [
    'go freelance',
    'freelance',
    'freelancer',
    'freelancing',
    'self employ',
    'self employed',
    'first client',
    'client',
    'upwork',
    'fiverr',
    'contractor',
    'contract work',
    'consultant',
    'consult',
    'go independent',
    'work for myself',
    'be my own boss',
    'day rate',
    'hourly rate',
    'retainer',
    'client for my',
    'copywrite',
    'copywriter',
    'virtual assistant',
  ],
  notWhen: [
    'hire a freelancer',
    'find a freelancer',
    'hire a consultant',
    'hire a contractor',
    'find a contractor',
    'email client',
    'consult a doctor',
    'consult my doctor',
  ],
  lexicon: [
    'client',
    'freelanc',
    'portfolio',
    'rate',
    'proposal',
    'invoice',
    'contract',
    'niche',
    'offer',
    'project',
    'pitch',
    'case stud',
    'testimonial',
    'referral',
    'scope',
    'deposit',
    'tax',
    'linkedin',
    'lead',
    'outreach',
    'income',
    'billable',
    'retainer',
    'client for my',
    'copywrite',
    'copywriter',
    'virtual assistant',
    'discovery call',
    'platform',
  ],
  measure: {
    kind: 'money',
    units: ['dollar'],
    default: 2000,
    step: 10,
    range: [200, 25000],
  },
  milestones: [
    {
      title: 'Niche, portfolio and rates',
      description:
        'Who you serve and with what, three case studies that prove it, and a rate that reaches the income.',
      weeks: [
        {
          focus: 'Your niche and offers',
          description: 'One kind of client, one kind of problem, three packaged offers.',
          tasks: [
            'Write your niche in one line, who you serve and with what, such as websites for local physiotherapists',
            'List 3 skills clients or employers have paid you for, with a result for each',
            'Look at 10 freelancers in your field: their niche, rates, portfolio and how they word the offer',
            'Pick one niche where you have experience, contacts, and clients who can pay',
            'List 30 warm contacts who could hire you or refer you: ex-colleagues, past clients, friends in the field',
            'Write 3 packaged offers with a fixed scope and price, from small to large',
          ],
        },
        {
          focus: 'Portfolio pieces',
          description: 'Three case studies a client in your niche would recognise.',
          tasks: [
            'Pick 3 past projects for your portfolio that fit your niche',
            "Write each as a case study: the client's problem, what you did, the result in numbers",
            'If you lack a project, do one spec or pro bono project for a real client in your niche, scoped to 10 hours',
            'Ask 2 past clients or managers for a 2-sentence testimonial',
            'Update your LinkedIn headline to your niche and offer',
            'Put the case studies, your offers and contact details on a one-page portfolio site or a PDF',
          ],
        },
        {
          focus: 'Rates, contract and invoices',
          description: 'A day rate that reaches {q} a month, and the paperwork ready.',
          tasks: [
            'Set a day rate of at least {q:0.1}, so 10 billable days a month earn {q}',
            'Check the rate covers tax, holidays, sick days and unpaid admin, and raise it if it does not',
            'Write a contract template: scope, price, a 50 % deposit, 2 rounds of revisions, payment terms',
            'Make an invoice template with payment due within 14 days',
            'Open a separate bank account for freelance income and plan to set 25 % aside for tax',
            'Price your 3 packaged offers from the day rate and the days each one takes',
          ],
        },
      ],
    },
    {
      title: 'Outreach and proposals',
      description:
        'Warm contacts, discovery calls and proposals every week, with a tracker that shows what works.',
      weeks: [
        {
          focus: 'Warm outreach',
          description: 'The people who know your work, told what you now offer.',
          tasks: [
            'Message 10 of your warm contacts: what you now do, for which clients, and who they know who needs it',
            'Post on LinkedIn about your freelance offer with one case study',
            "Write a discovery call script: the client's problem, budget, deadline and who decides",
            'Track every lead in a spreadsheet: name, source, stage, value, next step',
            'Follow up with everyone who replied and book 15-minute discovery calls',
            "Hold your first discovery calls and take notes on each client's problem",
          ],
        },
        {
          focus: 'Proposals',
          description: 'A proposal within two days of every call, and follow-ups after three.',
          tasks: [
            'Write a one-page proposal template: the problem, your approach, 3 price options, the timeline',
            'Pitch for 5 well-matched projects on a freelance platform or job board, each pitch tailored',
            'Message 10 more warm contacts or past clients',
            'Follow up on every proposal after 3 working days',
            'Update your lead tracker and note your proposal win rate',
            'Send a proposal within 48 hours of every discovery call',
          ],
        },
        {
          focus: 'Cold outreach to your niche',
          description:
            'Businesses in your niche that show the problem you solve, contacted one by one.',
          tasks: [
            'List 20 businesses in your niche that show the problem you solve',
            'Publish one useful piece for your niche, such as a checklist, a teardown or a how-to, to bring in leads',
            "Follow up on last week's proposals and outreach messages",
            'Hold discovery calls with every lead who replied',
            'Review your lead tracker for the source that brings calls, and plan more outreach there',
            'Send 10 short, personal outreach emails to the businesses on your list: one observation, one idea, one question',
          ],
        },
      ],
    },
    {
      title: 'Win and deliver the first clients',
      description:
        'Proposals signed with a deposit, the work delivered early, and every happy client asked for more.',
      weeks: [
        {
          focus: 'Close the first client',
          description: 'A signed contract and a deposit before any work starts.',
          tasks: [
            'Send proposals to every lead who had a discovery call, with a start date',
            'Follow up on every open proposal after 3 working days with one useful idea',
            'Send 10 outreach messages, so leads keep coming while you work',
            'Prepare a kick-off agenda for the first client: goals, deadlines and how you will communicate',
            'Move 25 % of every payment you receive to your tax account',
            "Sign your first client's contract with the scope, revisions and payment terms, and take a 50 % deposit before you start",
          ],
        },
        {
          focus: 'Deliver well',
          description: 'Work delivered early, scope held, hours tracked.',
          tasks: [
            'Block the billable days for the client work in your calendar',
            'Send the client a short progress update twice this week',
            'Handle any request outside the scope with a change order and a price',
            'Send 10 outreach messages or proposals',
            'Track your billable hours against what you quoted for the project',
            'Deliver the first project milestone a day early',
          ],
        },
        {
          focus: 'Testimonials and referrals',
          description: 'A finished project turned into proof and the next client.',
          tasks: [
            'Deliver the project, send the final invoice and chase it on the due date',
            'Ask the client for a testimonial and a referral the day they say they are happy',
            'Offer the client a monthly retainer for ongoing work',
            'Turn the project into a new portfolio case study',
            'Send 10 outreach messages that mention the new result',
            "Compare this month's freelance income with {q}, and note the gap",
          ],
        },
      ],
    },
    {
      title: 'Build a steady pipeline',
      description:
        'Rates raised, next month booked from referrals and outreach, and the month counted against {q}.',
      weeks: [
        {
          focus: 'Raise and repeat',
          description:
            'A higher rate for new clients and every past client asked for an introduction.',
          tasks: [
            'Send proposals to every warm lead in your tracker',
            'Ask every past client and contact for one introduction',
            'Publish one more useful piece for your niche',
            'Invoice every finished milestone the day it is done',
            "Check your tax account holds 25 % of this month's income",
            'Raise your rate by 10 % for new clients, and quote it in every proposal from now on',
          ],
        },
        {
          focus: 'Fill next month',
          description: "Next month's billable days counted and the empty ones filled.",
          tasks: [
            "Count next month's booked billable days against the 10 that earn {q}",
            'Follow up on every open proposal',
            'Pitch a retainer to the client you would most like to keep',
            'Check every invoice is paid, and chase any overdue one with a polite reminder',
            'Add the newest case study and testimonial to your portfolio',
            'Send 15 outreach messages to fill the billable days not yet booked',
          ],
        },
        {
          focus: 'The month in review',
          description: 'Income counted against {q}, and next quarter planned from what worked.',
          tasks: [
            'Work out your real hourly rate: income divided by all hours, admin included',
            "List which lead source won each client, and plan next quarter's outreach around the best",
            'Drop or reprice your least profitable offer',
            "Set next quarter's income target and the billable days it needs",
            'Block your first outreach hours of next month in the calendar, before client work fills it',
            "Total this month's freelance income and compare it with {q}",
          ],
        },
      ],
    },
  ],
  extras: [
    'Send 5 personal outreach messages to potential clients',
    'Follow up on one open proposal',
    'Improve one portfolio case study with a number or a testimonial',
    'Invoice any finished work and chase anything overdue',
  ],
  countermeasures: [
    {
      when: ['underpric', 'undercharg', 'cheap', 'charge', 'rate', 'price', 'worth', 'undervalu'],
      tasks: [
        'Quote your day rate of {q:0.1} in the next proposal and say nothing after you name it',
        'Offer 3 package prices instead of an hourly rate, so the client compares options, not your rate',
      ],
    },
    {
      when: ['no client', 'find client', 'lead', 'network', 'market', 'platform', 'competit'],
      tasks: [
        'Message 10 warm contacts this week with one line on what you do and which clients you help',
        'Reply within an hour to new project posts in your niche on one freelance platform',
      ],
    },
    {
      when: ['late pay', 'pay late', 'chase', 'unpaid', 'invoice', 'cash flow', 'irregular'],
      tasks: [
        'Take a 50 % deposit before any work starts',
        'Put 14-day payment terms and a late fee in every contract, and chase each invoice on its due date',
      ],
    },
    {
      when: ['scope', 'revision', 'demanding', 'difficult client', 'boundar'],
      tasks: [
        'Write 2 rounds of revisions into every contract and price anything more as a change order',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep outreach going every week even when you are busy, and raise your rate with each new client until some say no.',
    slipping:
      'Send 5 personal messages to warm contacts and follow up on every open proposal this week: the pipeline is the job.',
  },
  alternative: {
    title: 'Win clients on a freelance platform',
    description:
      'Start where clients already post projects: a sharp profile, daily proposals and reviews that let you raise your rate.',
    weeks: [
      {
        focus: 'A profile that wins',
        description: 'One platform, a profile in your niche and a proposal template.',
        tasks: [
          'Choose one freelance platform where your niche buys, such as Upwork, Fiverr, Malt or a niche job board',
          'Write a profile headline with your niche and the result you deliver for clients',
          "Add 3 portfolio pieces, each with the client's problem and the result",
          'Set an introductory rate a little under your day rate of {q:0.1}, for the first 3 reviews',
          'Save searches for projects in your niche and turn on alerts',
          'Write a proposal template you can tailor in 10 minutes',
        ],
      },
      {
        focus: 'Proposals every day',
        description: 'Fast, tailored proposals, and a first small project for a review.',
        tasks: [
          "Open each proposal with the client's problem, not your biography",
          'Reply to client messages on the platform within an hour',
          'Take one small fixed-price project to earn a first review',
          'Deliver the project early and ask for a review and feedback',
          'Track proposals sent, replies and wins in a spreadsheet',
          'Send 3 tailored proposals a day to projects posted in the last 24 hours',
        ],
      },
      {
        focus: 'Raise the rate with reviews',
        description: 'Reviews turned into a full rate and repeat clients.',
        tasks: [
          'After 3 good reviews, raise your rate to your full day rate of {q:0.1}',
          'Offer past platform clients ongoing work or a retainer',
          'Send proposals only to projects with a verified payment method and a clear budget',
          'Add each finished project to your portfolio as a case study',
          'Drop the project types with the lowest pay per hour',
          "Compare this month's platform income with {q}",
        ],
      },
    ],
  },
};
