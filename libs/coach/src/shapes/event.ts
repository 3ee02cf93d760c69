import type { GoalShape } from './goal-shape.js';

/**
 * Organising an event (a party, a reunion, a fair, a fundraiser, a street party): the way an
 * event planner works. Fix the date, venue, permits and a target first, then schedule every job
 * backwards from the date with about 20 % slack; recruit helpers with named roles and book
 * suppliers early, ask for donations or prizes, keep a weekly rhythm of posts and personal
 * invitations, and run the day from a run sheet and a checklist; close with thanks, a count and
 * a short report.
 */
export const eventShape: GoalShape = {
  id: 'event',
  label: 'Organise an event',
  field: 'shape',
  signals: [],
  notWhen: [],
  cues: {
    verbs: [
      'organise',
      'organize',
      'host',
      'throw',
      'hold',
      'arrange',
      'put on',
      'coordinate',
      'celebrate',
      'cater',
      'stage',
      'convene',
      'invite',
      'gather',
      'reunite',
      'curate',
      'showcase',
    ],
    objects: [
      'party',
      'wedding',
      'festival',
      'reunion',
      'fundraiser',
      'conference',
      'fair',
      'concert',
      'gala',
      'picnic',
      'meetup',
      'tournament',
      'dinner',
      'exhibition',
      'market',
      'ceremony',
      'quiz',
      'celebration',
    ],
    decisive: ['organise', 'organize', 'host', 'throw', 'arrange', 'put on'],
  },
  lexicon: [
    'date',
    'venue',
    'guest',
    'volunteer',
    'helper',
    'supplier',
    'schedule',
    'run sheet',
    'checklist',
    'poster',
    'post',
    'invit',
    'programme',
    'donor',
    'donat',
    'booking',
    'sign-up',
    'event',
  ],
  keyEvent: { week: 11, name: '{thing|the event}' },
  milestones: [
    {
      title: 'Fix the date and book the venue',
      description:
        'A date, a venue, the permits and a target, with every job scheduled back from the day.',
      weeks: [
        {
          focus: 'Define the event',
          description: 'Who it is for, what happens, and a target to aim for.',
          tasks: [
            'Write one paragraph on {thing|the event}: who the guests are, what happens and how it should feel',
            'Set a target for {thing|the event}: the number of guests, tickets sold or money raised',
            'List 3 possible dates for {thing|the event} and check each against holidays and other local events',
            'Estimate the number of guests at {thing|the event} and the space they need, seated or standing',
            'Ask {person|a friend} to be your co-organiser and second pair of hands',
            'List 3 venues that fit {thing|the event} and ask each one whether your dates are free',
            'Choose the date of {thing|the event} and write it at the top of a one-page planning sheet',
          ],
        },
        {
          focus: 'Book and permit',
          description: 'The venue booked and the rules for the day checked.',
          tasks: [
            'Visit or call the top 2 venues for {thing|the event} and note capacity, access, parking, kitchen and closing time',
            'Book the venue for {thing|the event} and get the booking confirmed in writing',
            'Ask the council or the venue which permits, insurance or licences {thing|the event} needs, and how long each takes',
            'Send the permit or licence form with the longest lead time, and note its reply date on the schedule',
            'Draw a rough floor plan of {thing|the event} at the venue: entrance, main area, food, toilets and exits',
            'Send a save-the-date note about {thing|the event} to the 10 guests who most need to come',
          ],
        },
        {
          focus: 'Schedule backwards',
          description: 'Every job from now to the day, worked back from the date with slack.',
          tasks: [
            'List every job {thing|the event} needs, from invitations to the clear-up',
            'Put each job on a backwards schedule from the date of {thing|the event}, with its deadline and about 20 % slack',
            'Group the jobs into 4 or 5 areas, such as venue, food, programme, promotion and helpers',
            'Mark the jobs that wait on others, like suppliers or permits, and move them to the top of the schedule',
            'Write the programme of {thing|the event} hour by hour, as a rough first draft',
            'Set a weekly 30-minute planning check for {thing|the event} with {person|your co-organiser}',
            'Share the backwards schedule of {thing|the event} with everyone who is helping',
          ],
        },
      ],
    },
    {
      title: 'Team, suppliers and donations',
      description:
        'Helpers recruited with named roles, suppliers booked, and donations or prizes asked for.',
      weeks: [
        {
          focus: 'Recruit helpers',
          description: 'Enough hands, each with a named job.',
          tasks: [
            'Work out how many volunteers {thing|the event} needs for each area and each shift',
            'Write a one-line role for each volunteer job at {thing|the event}: what, when and for how long',
            'Ask 10 people in person or by message to volunteer at {thing|the event}, naming the role',
            'Post a call for helpers for {thing|the event} in 2 local groups, schools or clubs',
            'Put every volunteer who says yes on a rota with their role and times',
            'Ask 5 more people until each area of {thing|the event} has a lead volunteer',
          ],
        },
        {
          focus: 'Book suppliers',
          description: 'Food, equipment and anything hired, asked for and confirmed.',
          tasks: [
            'List what {thing|the event} needs from outside: food, drink, sound, tables, chairs, tents or toilets',
            'Ask 2 or 3 suppliers for each big item {thing|the event} needs about availability, delivery and cancellation terms',
            'Book the suppliers for {thing|the event} and write their delivery and pick-up times on the schedule',
            'Borrow what you can for {thing|the event}: tables, urns, gazebos or a sound system from clubs and neighbours, with a pick-up date for each',
            "Check the venue's rules on food, alcohol, noise and electrics against your supplier list",
            'Confirm every booking for {thing|the event} in writing and keep the confirmations in one folder',
          ],
        },
        {
          focus: 'Donations and prizes',
          description: 'Local businesses and friends asked for what the day needs.',
          tasks: [
            'List 15 local businesses or people who could give prizes, food or help to {thing|the event}',
            'Write a 5-line ask: what {thing|the event} is, who it is for, and exactly what you ask each donor for',
            'Send or hand the ask for {thing|the event} to the first 8 on your list',
            'Follow up with every possible donor who has not replied after 5 days',
            'Ask {person|a friend} to approach the 3 donors you could not reach',
            'Thank each donor at once and note how they want to be named at {thing|the event}',
            'Log every yes for {thing|the event} on the planning sheet, with what arrives and the date',
          ],
        },
      ],
    },
    {
      title: 'Spread the word',
      description:
        'A steady rhythm of posts, posters and personal invitations, so the people you want come.',
      weeks: [
        {
          focus: 'Launch the promotion',
          description: 'The announcement, a poster and one place to sign up.',
          tasks: [
            'Write the announcement of {thing|the event} in 3 lines: what, when, where and why come',
            'Set up one place for sign-ups or tickets to {thing|the event}, and test it yourself from a phone',
            'Design a simple poster for {thing|the event} with the date, the venue and how to sign up',
            'Post the announcement of {thing|the event} in 3 places your guests already look: groups, newsletters or noticeboards',
            'Put up 10 posters in shops, libraries and noticeboards near the venue',
            'Send personal invitations to {thing|the event} to 20 people who will bring others',
          ],
        },
        {
          focus: 'Keep the word moving',
          description: 'A weekly post and the personal asks that fill a room.',
          tasks: [
            'Post one update on {thing|the event}: a helper, a prize or a behind-the-scenes photo',
            'Ask 5 volunteers to share the post about {thing|the event} in their own groups',
            'Send a short note about {thing|the event} to one local paper, radio station or newsletter',
            'Count the sign-ups for {thing|the event} so far and compare them with your target',
            'Message 15 invited guests who have not replied yet, one by one',
            'Write a draft run sheet for {thing|the event}: every time, job and person on the day',
          ],
        },
        {
          focus: 'Details for the day',
          description: 'Signs, the programme and a backup for each risk.',
          tasks: [
            'Post the programme of {thing|the event} with times, so guests know what to expect',
            'List 5 things that could go wrong at {thing|the event}, like rain, a no-show or a power cut, with a backup for each',
            'Make the signs for {thing|the event}: entrance, toilets, first aid and each area of the venue',
            'Walk through the venue with {person|your co-organiser} using the draft run sheet',
            'Send a reminder about {thing|the event} to every guest who signed up, with the time, the place and what to bring',
            'Finish the run sheet of {thing|the event} and share it with every volunteer',
          ],
        },
      ],
    },
    {
      title: 'Run the day and wrap up',
      description: 'The last checks, the day itself, then thanks, the count and a short report.',
      weeks: [
        {
          focus: 'Final checks',
          description: 'Every booking confirmed and every helper briefed.',
          tasks: [
            'Call every supplier to confirm the delivery times for {thing|the event}',
            'Brief the volunteers in a 30-minute meeting or call: roles, times and who to ask',
            'Write the day-of checklist for {thing|the event}: keys, cables, tape, first-aid kit, signs, bin bags and chargers',
            'Post the final reminder of {thing|the event} with 3 reasons to come',
            'Pack the boxes for {thing|the event} from the checklist and label them by area',
            'Confirm the weather backup with the venue: a covered area, an indoor room or a second date',
            'Walk through the run sheet of {thing|the event} with your lead volunteers in 20 minutes',
          ],
        },
        {
          focus: 'The day',
          description: 'The day itself, held from the run sheet.',
          tasks: [
            'Set the checklist boxes for {thing|the event} by the door the night before',
            'Arrive 2 hours early and set up the venue for {thing|the event} from the floor plan',
            'Brief the volunteers for 10 minutes at the start: roles, breaks and the backup plans',
            'Count the guests at {thing|the event} with a clicker or a sign-in sheet',
            'Take 20 photos of {thing|the event} and its guests for the thank-yous and the report',
            'Clear the venue with the volunteers and return every key and hired item',
            'Hold {thing|the event} from the run sheet, ticking off each item as it happens',
          ],
        },
        {
          focus: 'Thank, count and report',
          description: 'Close it well, so people say yes next time.',
          tasks: [
            'Send a thank-you for {thing|the event} to every volunteer, supplier and donor within 3 days',
            'Count the result of {thing|the event}: guests, sign-ups or money raised, against your target',
            'Post a thank-you with photos of {thing|the event} and the result',
            'Hold a 30-minute debrief on {thing|the event} with your lead volunteers: 3 things that worked and 3 to change',
            'Close every booking and give back each borrowed item with a note',
            'Write a one-page report on {thing|the event}: guest numbers, lessons and contacts, for next time',
          ],
        },
      ],
    },
  ],
  extras: [
    'Spend 20 minutes on the next 3 jobs on the backwards schedule of {thing|the event}',
    'Post one photo or update about {thing|the event} in a group where your guests are',
    'Ask 3 more people to volunteer at {thing|the event}, each for a named role',
    'Update the sign-up count and the list of confirmed suppliers',
    'Put up 5 more posters for {thing|the event} in places you have not tried',
    'Check the schedule for late jobs and hand one of them to a helper',
    'Send 5 personal invitations by message, each with a line on why that guest should come',
  ],
  countermeasures: [
    {
      when: ['time', 'busy', 'schedul', 'work', 'job', 'shift', 'long day'],
      tasks: [
        'If a week is too full for event jobs, then hand the 2 most urgent jobs on the schedule of {thing|the event} to a volunteer with a deadline',
        'If you lose a planning evening, then do a 15-minute check of the schedule of {thing|the event} the next morning and send the asks that are due',
      ],
    },
    {
      when: ['motivat', 'overwhelm', 'too much', 'stress', 'lazy', 'procrastinat', 'give up'],
      tasks: [
        'If the list of jobs for {thing|the event} feels overwhelming, then do only the 3 with the nearest deadlines on the schedule this week',
      ],
    },
    {
      when: [
        'fear',
        'afraid',
        'scare',
        'nervous',
        'confiden',
        'anxi',
        'shy',
        'nobody',
        'no one',
        'turn up',
        'awkward',
      ],
      tasks: [
        'If you fear nobody will come, then ask 10 people in person to come to {thing|the event} and put their names on the guest list',
        'If asking for help feels awkward, then send each volunteer ask as a short message with one clear role and date',
      ],
    },
    {
      when: ['money', 'afford', 'cost', 'expens', 'budget', 'fund', 'price'],
      tasks: [
        'If funds are short, then ask 5 local businesses to donate food, prizes or equipment for {thing|the event} in return for a thank-you on the posters',
        'If the venue is out of reach, then ask a school, church hall or club to host {thing|the event} on a date they are free',
      ],
    },
    {
      when: ['family', 'kid', 'child', 'partner', 'baby', 'husband', 'wife'],
      tasks: [
        'If family commitments crowd the planning, then give {person|your family} one job for {thing|the event}, like the posters or the sign-in desk',
      ],
    },
    {
      when: ['tired', 'energy', 'exhaust', 'sleep', 'burn out', 'burnout'],
      tasks: [
        'If you are worn out, then make one volunteer your deputy for {thing|the event} and let them lead this weekly planning check',
      ],
    },
    {
      when: ['weather', 'rain', 'venue', 'permit', 'council', 'licen', 'cancel'],
      tasks: [
        'If the weather turns or the venue falls through, then switch {thing|the event} to the backup you listed and post the change at once',
        'If a permit is slow, then call the office, ask what is missing and note a follow-up date on the schedule',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep to the backwards schedule and the weekly planning check: an event that is on time in week 6 is calm on the day.',
    slipping:
      'Open the schedule, pick the 3 jobs nearest their deadline, and hand one of them to a volunteer this week.',
  },
  alternative: {
    title: 'Co-host with an existing group',
    description:
      'Team up with a club, school or charity that already has people, helpers and a place.',
    weeks: [
      {
        focus: 'Find the partner',
        description: 'A group that already has members and a venue.',
        tasks: [
          'List 5 groups whose members would enjoy {thing|the event}: clubs, schools, charities or venues',
          'Write a 5-line proposal: what {thing|the event} is, what you will do and what you ask of them',
          'Send the proposal to the 3 best groups and ask each for a 20-minute meeting',
          'Meet the groups that reply and note what each can give: venue, volunteers, guests',
          'Agree the date, the venue and who does what with one partner group',
          "Write a shared schedule for {thing|the event} with both sides' deadlines",
        ],
      },
      {
        focus: 'Split the work',
        description: 'Each side leads what it does best.',
        tasks: [
          "Hand the venue and setup of {thing|the event} to the partner's team and lead the programme yourself",
          "Recruit 5 volunteers from the partner's members for named roles",
          'Ask the partner to post {thing|the event} in their newsletter and on their noticeboard',
          'Book the suppliers the partner does not already have',
          "Hold a 30-minute weekly check with the partner's lead on the schedule",
          'Draft the run sheet of {thing|the event} together',
        ],
      },
      {
        focus: 'Shared promotion and the day',
        description: 'Both audiences invited, one run sheet.',
        tasks: [
          "Post the announcement of {thing|the event} on your channels and the partner's on the same day",
          "Send 15 personal invitations each, you and the partner's lead",
          'Write the day-of checklist of {thing|the event} and split it between the two teams',
          'Brief both teams of volunteers together for 15 minutes before the doors open',
          'Hold {thing|the event} from the shared run sheet',
          'Send a joint thank-you and a one-page report on {thing|the event} to the partner',
        ],
      },
    ],
  },
};
