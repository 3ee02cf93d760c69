import type { GoalShape } from './goal-shape.js';

/**
 * Running a campaign (for office, for a board seat, a petition, saving the library) the way a
 * field organiser schedules it backwards from the filing deadline and the polling or hand-in day:
 * eligibility, papers and signatures first, a one-paragraph why and a small team (a treasurer and
 * a separate account where the rules ask for them), then weekly contact targets the person
 * controls (doors knocked, calls, people asked), each yes followed up and given a next job up the
 * ladder of engagement, and a last turnout or hand-in plan with every supporter reminded.
 */
export const campaignShape: GoalShape = {
  id: 'campaign',
  label: 'Run a campaign',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'run for',
      'stand for',
      'campaign for',
      'campaign against',
      'fight for',
      'stand up for',
      'petition',
      'canvass',
      'campaign',
      'lobby',
      'elect',
      'reelect',
      'nominate',
      'rally',
      'mobilise',
      'mobilize',
      'advocate',
      'protest',
      'oppose',
      'unseat',
      'represent',
      'champion',
    ],
    objects: [
      'election',
      'office',
      'seat',
      'council',
      'board',
      'mayor',
      'petition',
      'campaign',
      'signature',
      'ballot',
      'candidate',
      'vote',
      'library',
      'park',
      'cause',
      'community',
      'referendum',
      'committee',
      'union',
    ],
    decisive: ['run for', 'stand for', 'campaign', 'petition', 'lobby'],
  },
  lexicon: [
    'campaign',
    'supporter',
    'voter',
    'door',
    'signature',
    'volunteer',
    'petition',
    'message',
    'leaflet',
    'contact',
    'follow',
    'filing',
    'event',
    'canvass',
    'rule',
    'pledge',
    'group',
    'polling',
  ],
  keyEvent: { week: 11, name: 'the vote or hand-in' },
  milestones: [
    {
      title: 'Eligibility, filing and the why',
      description:
        'The rules, the deadlines and the papers in order, and the reason for the campaign in one paragraph.',
      weeks: [
        {
          focus: 'The rules and the dates',
          description: 'Who may stand or sign, by when, and what the papers ask for.',
          tasks: [
            'Find the official rules that apply to {thing|the cause}: who may stand or sign, the filing deadline and the day of the vote or hand-in',
            'Write the key dates of the campaign for {thing|the cause} in your calendar and count back from the last one',
            'Check your own eligibility against each rule (age, address, membership, term limits) and note the proof for each',
            'Find out how many nomination signatures or petition names {thing|the cause} needs under the rules, and whether they must be local',
            'Write the one-paragraph why of your campaign for {thing|the cause}: the problem, your answer and what changes if you win',
            'Get the official forms for {thing|the cause} from the election office or the body you petition, and read them twice',
          ],
        },
        {
          focus: 'Signatures and filing',
          description:
            'More signatures than the rules ask for, checked, and the papers filed early.',
          tasks: [
            'Set a signature target for {thing|the cause} 50 % above the number required, to cover invalid ones',
            'Collect the first 20 signatures for {thing|the cause} from people you know, checking each address against the rules',
            'Ask {person|a friend} to collect signatures for {thing|the cause} alongside you this week',
            'Stand for two hours where people pass (a market, a school gate, a station) and ask each passer-by for a signature',
            'Count and check every signature for {thing|the cause} so far, and strike the ones that do not meet the rules',
            'File the papers for {thing|the cause} before the deadline, or set your filing date with a week of slack',
          ],
        },
        {
          focus: 'A message that fits on a card',
          description: 'The why cut to 30 seconds, tested on real people, on one page.',
          tasks: [
            'Cut your case for {thing|the cause} to a 30-second spoken message and a 25-word line',
            'Try the message about {thing|the cause} out on 10 people and note which words they repeat back',
            'List the three groups whose support you most need for {thing|the cause}, and one reason each should care',
            'Write a one-page leaflet for {thing|the cause} with the message, a photo and three ways to help',
            'Set up one simple way for supporters to reach you: an email address, a page or a phone number',
            'Hold a first meeting of 5 supporters about {thing|the cause} and ask each one for a job',
          ],
        },
      ],
    },
    {
      title: 'Team, money and the map',
      description:
        'A small team with clear jobs, the funds handled the way the rules ask, and the area split into patches.',
      weeks: [
        {
          focus: 'A core team',
          description: 'Three key jobs filled and a weekly team call that keeps them moving.',
          tasks: [
            'Write the three jobs the campaign for {thing|the cause} needs most (a volunteer lead, a treasurer or note-taker, an online lead) and a name for each',
            'Ask each of the three in person to volunteer for {thing|the cause}, saying the hours a week the job takes',
            'Set a weekly 30-minute volunteer team call about {thing|the cause} on the same day and time',
            'Start one shared contact list of supporters: name, how to reach them and what they will do',
            'Recruit 5 more volunteers for {thing|the cause} by asking everyone who signed to help for one hour',
            'Hold the first team meeting of the campaign for {thing|the cause} and end it with a job and a date for each person',
          ],
        },
        {
          focus: 'Funds the right way',
          description: 'The money side set up before the first donation, and every gift thanked.',
          tasks: [
            'Read what the rules say about campaign donations for {thing|the cause}: limits, a treasurer, a separate account and reports',
            'Open the separate account or register the treasurer for {thing|the cause} if the rules ask for it, before taking a single donation',
            'Write a small campaign budget for {thing|the cause}: leaflets, printing, an event, and how much to raise',
            'Ask 10 supporters who care about {thing|the cause} for a small donation or help in kind, such as printing or a room',
            'Set up a donation log for {thing|the cause}: each gift, its giver, each expense and its receipt, as the rules ask',
            'Name who on the team signs off each donation and expense for {thing|the cause}, as the rules ask',
            'Thank each person who gave to the campaign for {thing|the cause} within 48 hours, and ask them to bring one friend to the next event',
          ],
        },
        {
          focus: 'Map the supporters',
          description:
            'Where the people are, split into patches, with a script to knock on doors with.',
          tasks: [
            'Map where the people you need for {thing|the cause} live or gather: streets, clubs, schools, online groups',
            'Get the voter or member list the rules allow you to use for {thing|the cause}, or list the places to meet supporters',
            'Split the map for {thing|the cause} into patches of about 100 doors or contacts each, and give each patch to a volunteer',
            'Write a door and phone script about {thing|the cause}: hello, the 30-second message, one question and one ask',
            'Practise the door script with {person|a teammate} 5 times, until it takes under a minute',
            'Knock on 20 doors or make 20 calls about {thing|the cause} as a trial, and change the script once',
          ],
        },
      ],
    },
    {
      title: 'Meet the voters and supporters',
      description:
        'Weekly contact targets you control (doors, calls, events), and a follow-up for every yes.',
      weeks: [
        {
          focus: 'Doors and calls',
          description: 'The weekly contact target set, met and logged, with every yes followed up.',
          tasks: [
            'Set the weekly contact target of your campaign for {thing|the cause} (doors, calls or asks) and split it across the team',
            'Knock on 40 doors or make 40 calls about {thing|the cause} in one patch, logging each answer as yes, maybe or no',
            'Write a short follow-up message about {thing|the cause} to every yes within two days',
            'Ask every yes for a next step: a signature, a pledge to vote, a poster in the window or an hour of help',
            'Post one campaign update on {thing|the cause} where your supporters already read',
            'Hold a canvass day for {thing|the cause} with 5 volunteers: a briefing, two hours out, a debrief',
          ],
        },
        {
          focus: 'Events and allies',
          description: 'One event, public backing from local groups, and the maybes visited again.',
          tasks: [
            'Hold one small event on {thing|the cause} (a street stall, a house meeting or a public talk) with a sign-up sheet',
            'Ask 3 local groups or well-known people to back your campaign for {thing|the cause} in public',
            'Knock on 50 doors or make 50 calls about {thing|the cause}, starting with the maybes from last week',
            'Enter every new contact in the shared list the same day',
            'Write to the local paper or newsletter about {thing|the cause} with the message and one story from the doorstep',
            'Review the campaign numbers for {thing|the cause} with the team (contacts, yes answers, volunteers) and send people to the weakest patch',
          ],
        },
        {
          focus: 'Follow up and deepen',
          description: 'Every supporter heard from again, and the most common questions answered.',
          tasks: [
            'Call or message every supporter on the list who has not heard from you about {thing|the cause} in two weeks',
            'Turn 5 supporters of your campaign for {thing|the cause} into volunteers by asking each for one named hour',
            'Answer the three questions people ask most at the door in a short leaflet or post',
            'Prepare for the debate, hustings or hearing on {thing|the cause}: three points and answers to the two hardest questions',
            'Check the donation log for {thing|the cause} against the rules and file any report that is due',
            'Knock on 60 doors or make 60 calls about {thing|the cause}, with a second volunteer in the next street',
          ],
        },
      ],
    },
    {
      title: 'Get out the vote and close',
      description:
        'Every supporter reminded, the polling or hand-in day run to a plan, and the campaign closed properly.',
      weeks: [
        {
          focus: 'The turnout plan',
          description: 'Who does what on the day, and a reminder planned for every supporter.',
          tasks: [
            'Write the polling-day or hand-in plan for {thing|the cause}: who does what, where and at what hour',
            'Sort the contact list for {thing|the cause} into strong supporters and maybes, and plan one reminder for each',
            'Arrange help to vote for supporters who need it: a lift, a postal vote form or a reminder call',
            'Book the volunteers for the last week of the campaign for {thing|the cause}, each with a shift and a list of contacts',
            'Make 80 reminder calls or door knocks about {thing|the cause} to supporters and maybes',
            'Hold a last rally or open meeting on {thing|the cause} and ask everyone there for one more contact',
          ],
        },
        {
          focus: 'Polling or hand-in day',
          description: 'Reminders out, volunteers briefed, and the day run to the plan.',
          tasks: [
            'Send every supporter a reminder about {thing|the cause} the day before, with the time and place',
            'Check the petition sheets or pledge count for {thing|the cause} once more and copy them before the hand-in',
            'Brief the volunteers in the morning: the plan, the patches and the break times',
            'Call or knock on the doors of the supporters of your campaign for {thing|the cause} who have not voted by the afternoon',
            'Keep a tally for {thing|the cause} through the day: votes pledged and reached, or signatures handed in',
            'Run polling day or the hand-in for {thing|the cause} to the plan, and be there at the count or the handover',
          ],
        },
        {
          focus: 'Close the campaign',
          description: 'Thank everyone, close the books, and choose what happens next.',
          tasks: [
            'Thank by name every volunteer and supporter who worked on {thing|the cause}, in a message or a small gathering',
            'Write down the result for {thing|the cause} and the numbers: doors, calls, signatures, volunteers',
            'Close the donation log for {thing|the cause}: the last gifts and expenses entered and the final report filed where the rules ask',
            'Write one page with the team on what worked in the campaign for {thing|the cause} and what you would change',
            'Keep the contact list safe and within the rules, to keep supporters informed',
            'Decide with your supporters the next step for {thing|the cause}: taking up the seat, a meeting with the decision makers or the next try',
          ],
        },
      ],
    },
  ],
  extras: [
    'Knock on 20 doors or make 20 calls about {thing|the cause} in the patch with the fewest contacts',
    'Follow up 10 maybes from the contact list with a short message',
    'Hand out 50 leaflets about {thing|the cause} where people wait: a bus stop, a school gate, a market',
    'Ask one supporter who cares about {thing|the cause} to volunteer for one named hour',
    'Post one story from the doorstep about {thing|the cause}, with a photo',
    'Add every new contact to the shared list and note what each one will do',
    'Practise the 30-second message on {thing|the cause} with a new volunteer',
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'job', 'work', 'shift', 'deadline'],
      tasks: [
        'If the week is too full to canvass, then knock on 10 doors about {thing|the cause} in your own street in 30 minutes',
        'If you cannot be everywhere, then hand one patch or job of the campaign for {thing|the cause} to a volunteer with a date',
        'If the filing deadline is close, then set your own deadline a week earlier and a daily signature target to reach it',
      ],
    },
    {
      when: ['motivat', 'give up', 'procrastinat', 'lazy', 'discourag', 'hopeless', 'pointless'],
      tasks: [
        "If a day of closed doors drags you down, then count the contacts made, not the yes answers, and plan tomorrow's 20 doors",
        'If the campaign loses pace, then hold a 20-minute team call and give each person one job for the week',
      ],
    },
    {
      when: [
        'fear',
        'afraid',
        'scare',
        'nerv',
        'anxi',
        'shy',
        'confiden',
        'introvert',
        'speak',
        'stranger',
      ],
      tasks: [
        'If knocking on doors feels daunting, then canvass the first hour with {person|a teammate} and let them take the first five doors',
        'If a hostile question worries you, then write three calm answers to it and say them aloud before the next event',
      ],
    },
    {
      when: ['money', 'fund', 'afford', 'cost', 'expens', 'budget', 'donat'],
      tasks: [
        'If the campaign funds run short, then ask 10 supporters for a small donation or a leaflet print run in kind, within the rules',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'husband', 'wife', 'parent'],
      tasks: [
        'If evenings belong to the family, then bring {person|your family} along on a weekend canvass or give them a job at an event',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'sleep', 'burn', 'drain'],
      tasks: [
        'If canvassing drains you, then swap one door session for an hour of calls or messages to supporters from home',
      ],
    },
    {
      when: [
        'opponent',
        'incumbent',
        'attack',
        'hostil',
        'negativ',
        'troll',
        'critic',
        'rude',
        'apathy',
      ],
      tasks: [
        'If an opponent or critic attacks your stand on {thing|the cause}, then answer once with the facts and your message, and go back to the doors',
        'If people shrug that nothing will change, then ask them one question about their street and follow up with one fact from the campaign',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the weekly contact target and follow up every yes within two days: campaigns are won by conversations, counted and repeated.',
    slipping:
      'Cut back to one fixed canvass session a week with a teammate and one hour of follow-ups; a small, steady contact rate beats a last-minute rush.',
  },
  alternative: {
    title: 'Win the groups first',
    description:
      'A coalition campaign: win over local groups and known voices first, and let their members carry the message.',
    weeks: [
      {
        focus: 'Map the allies',
        description: 'The groups whose members care, ranked, and the first ones met.',
        tasks: [
          'List 10 groups, clubs or well-known people whose members care about {thing|the cause}',
          'Rank the groups by how many supporters they could bring and how likely they are to back you',
          'Write a one-page message for allies of {thing|the cause}: the why, what you ask of them and what they gain',
          'Send that one-page message about {thing|the cause} to the top 5 groups and request a 20-minute meeting',
          'Follow up every group that has not answered within four days',
          'Meet the first two allied groups and agree one thing each will do for {thing|the cause}',
        ],
      },
      {
        focus: 'Allies in action',
        description: 'Every ally given what they need to spread the word.',
        tasks: [
          'Meet three more allies and ask each to share your message on {thing|the cause} with their members',
          'Give every ally a ready-made pack for {thing|the cause}: the 25-word line, a leaflet and a sign-up link',
          "Speak for 5 minutes about {thing|the cause} at one ally's meeting",
          'Add the contacts that allies send to the shared list the same day',
          'Thank each ally in public once they have shared the message',
          'Hold a joint event on {thing|the cause} with two allies, with a sign-up sheet',
        ],
      },
      {
        focus: 'Allies into turnout',
        description: 'The groups remind their members, and their volunteers join the last week.',
        tasks: [
          'Ask each ally backing you on {thing|the cause} to send their members a reminder on polling or hand-in day',
          'Follow up every new contact from the allies with a personal message',
          'Recruit one volunteer for {thing|the cause} from each allied group for the last week',
          'Publish the list of groups backing you on {thing|the cause}, with their permission',
          'Count the supporters each ally brought and thank the top three by name',
          "Run the final week of the campaign for {thing|the cause} with the allies' volunteers and one shared plan",
        ],
      },
    ],
  },
};
