import type { GoalKind } from '../goal-kind.js';

/**
 * Launching a podcast the way a producer plans a first season: the show's promise, format and
 * release day first, simple reliable audio, a pilot played to a listener, a batch of episodes
 * recorded before launch so the schedule never slips, launch day with several episodes live, a
 * fixed weekly release with clips and guest swaps for growth, and the season finished and
 * reviewed. Episode counts are shares of the goal's (10 when it names none).
 */
export const podcast: GoalKind = {
  id: 'podcast',
  label: 'A podcast',
  field: 'creative',
  signals: [
    'podcast',
    'podcasting',
    'podcaster',
    'launch a podcast',
    'start a podcast',
    'my podcast',
    'my own podcast',
    'podcast episode',
    'episode',
  ],
  notWhen: [
    'listen to podcast',
    'listen to a podcast',
    'listen to more',
    'listen more',
    'listening to podcast',
    'listen to 1',
    'listen to 2',
    'listen to 3',
    'listen to 5',
    'listen to one',
    'listen to two',
    'listen to an episode',
    'more podcast',
    'podcast a week',
    'podcast a day',
    'podcast instead',
    'watch',
    'binge',
    'tv show',
    'netflix',
  ],
  lexicon: [
    'podcast',
    'episode',
    'record',
    'edit',
    'mic',
    'guest',
    'show',
    'audio',
    'host',
    'clip',
    'listener',
    'download',
    'trailer',
    'outline',
    'intro',
    'outro',
    'publish',
    'release',
    'season',
    'interview',
    'cover art',
    'review',
  ],
  measure: {
    kind: 'amount',
    units: ['episode'],
    default: 10,
    step: 1,
    range: [1, 200],
  },
  milestones: [
    {
      title: 'Format, sound and a pilot',
      description:
        "The show's promise and format, a quiet recording setup, and a pilot episode played to a real listener.",
      weeks: [
        {
          focus: 'The show',
          description: 'Who it is for, what they get from each episode, and how it sounds.',
          tasks: [
            "Write your show's promise in one line: who it is for and what they get from each episode",
            'Listen to 3 episodes of 3 podcasts in your niche and note their length, format, intro and ads',
            'Choose your format (solo, co-host or interview), episode length and weekly release day',
            'List 20 episode ideas with a working title for each',
            'Choose a show name and check it is free on Apple Podcasts, Spotify and as a social handle',
            'If your show has guests, list 10 possible guests for episodes and how to reach each one',
          ],
        },
        {
          focus: 'Audio setup',
          description: 'Clean, simple sound and the tools to edit and publish it.',
          tasks: [
            'Get a USB dynamic mic (such as a Samson Q2U or an ATR2100x) and closed headphones, or borrow them',
            'Set up a quiet recording spot with soft furnishings: a wardrobe, or a room with curtains and a rug',
            'Install Audacity, GarageBand or Descript and record a 2-minute audio test, then listen on headphones',
            'Learn basic audio editing for {min:45}: cuts, noise reduction, levels and exporting an MP3',
            'Choose a podcast host (Buzzsprout, Podbean or Spotify for Podcasters) and create the show',
            'Write the intro and outro scripts for your show, 30 seconds each',
          ],
        },
        {
          focus: 'The pilot',
          description: 'Record and edit a pilot episode, and hear what a listener thinks.',
          tasks: [
            'Outline the pilot episode: a hook, 3 segments and a closing call to action',
            'Record the pilot episode at about the length you chose',
            'Edit the pilot episode for {min:60} and export it',
            'Play the pilot episode for {person|a friend} and ask where they got bored',
            'Fix the 3 biggest problems and note what to change in the show format',
            'Make cover art at 3000 × 3000 pixels with a show name readable at thumbnail size',
          ],
        },
      ],
    },
    {
      title: 'Episodes in the bank',
      description:
        'Guests booked, a trailer and a batch of episodes recorded and edited before anything is published.',
      weeks: [
        {
          focus: 'Booking and recording',
          description: 'Guests or solo topics lined up, and the first real episode recorded.',
          tasks: [
            'Email 5 guests, or plan 5 solo topics, for your next episodes',
            'Write an episode outline template: hook, segments, questions and call to action',
            'Record your first real episode, reworking the pilot if it is good enough',
            'Edit the episode and write show notes: a summary, 3 takeaways and links',
            'Record a 1-minute trailer that tells listeners what the show is and when it comes out',
            'Set up an episode tracker: title, guest, record date, edit date and release date',
          ],
        },
        {
          focus: 'Batch recording',
          description: 'Record in batches so the release schedule never depends on one week.',
          tasks: [
            'Outline your next episodes in one session',
            'Record episodes until you have {q:0.25} recorded, with guests or solo',
            'Edit the new episodes and write their show notes',
            'Make an audiogram or a 30-second video clip of each episode for social media',
            'Confirm guests and recording dates for the next 3 weeks of episodes',
            'Check your episode tracker and plan the launch order of the episodes',
          ],
        },
        {
          focus: 'Ready to launch',
          description: 'Enough episodes in hand, the show submitted, and launch day planned.',
          tasks: [
            'Record and edit episodes until you have {q:0.4} ready to publish',
            'Upload the trailer and the first episodes to your podcast host and submit the show to Apple Podcasts and Spotify',
            'Write a launch post and a short email about the show to 30 people you know',
            "Set up the show's social account with the cover art and 3 clips scheduled",
            'Choose your launch date next week and keep the weekly release day',
            'Ask 5 friends to listen on launch day and leave a rating or review',
          ],
        },
      ],
    },
    {
      title: 'Launch and weekly release',
      description:
        'Launch with several episodes live, then one release day every week, clips for each episode and new listeners.',
      weeks: [
        {
          focus: 'Launch',
          description: 'Several episodes live on day one so new listeners can keep listening.',
          tasks: [
            'Publish {q:0.3} on launch day so new listeners can binge',
            'Send your launch email and post about the podcast on every account you have',
            'Share a clip of the best moment of the first episode',
            'Ask each guest to share their episode with their audience',
            'Reply to every message and review from listeners',
            'Record the next episode',
          ],
        },
        {
          focus: 'Release rhythm',
          description: 'The release day kept, clips posted and the first stats read.',
          tasks: [
            'Publish the next episode on your release day: {q:0.4} live in total',
            'Post 2 clips from the new episode',
            "Check your host's stats: downloads per episode after 7 days, and which apps listeners use",
            'Record and edit the next episode',
            'Pitch yourself as a guest on 2 podcasts in your niche',
            'End the next episode with one question for listeners to answer',
          ],
        },
        {
          focus: 'Listener growth',
          description: 'New listeners from other shows and from search.',
          tasks: [
            'Publish the next episode on your release day: {q:0.5} live in total',
            'Post 2 clips from the new episode',
            'Record and edit episodes until you have {q:0.7} recorded',
            'Swap trailers or ad spots with a podcast of your size',
            'Improve your show description and episode titles with the words listeners would search for',
            'Reply to every listener message and review',
          ],
        },
      ],
    },
    {
      title: 'Finish the season',
      description:
        'The remaining episodes recorded and released, a finale on the most popular topic, and a season review.',
      weeks: [
        {
          focus: 'Toward the finale',
          description: 'Keep releasing, and plan a finale from what listeners play most.',
          tasks: [
            'Publish on your release day: {q:0.65} live in total',
            'Record and edit episodes until you have {q:0.85} recorded',
            'Post 2 clips from the latest episode',
            'Read your episode stats and note the 2 topics with the most downloads',
            'Plan the season finale around your most popular topic',
            'Thank listeners who left reviews by name in the next episode',
          ],
        },
        {
          focus: 'Record the finale',
          description: 'Every episode of the season recorded and scheduled.',
          tasks: [
            'Publish on your release day: {q:0.8} live in total',
            'Record the season finale and any remaining episodes, so all {q} are recorded',
            'Edit the last episodes and write their show notes',
            'Post 2 clips from the latest episode',
            "Ask listeners to rate and review the show in the next episode's outro",
            'Schedule the remaining episodes in your podcast host',
          ],
        },
        {
          focus: 'Season done',
          description: 'The finale out, the season shared, and lessons for season 2.',
          tasks: [
            'Publish the finale so all {q} are live',
            'Post a season recap clip with the 3 best moments',
            'Email your list and every guest with a link to the full season',
            'Review your stats: downloads per episode, best episode, listener apps and countries',
            'Write down what you will keep and change for season 2: format, length and release day',
            'Plan 5 episode ideas for season 2 and a break date between seasons',
          ],
        },
      ],
    },
  ],
  extras: [
    'Cut a 30-second clip from your latest episode',
    'Outline your next episode: a hook, 3 segments and a closing question',
    'Email one possible guest with a short pitch for an episode',
    'Write show notes for your latest episode',
  ],
  countermeasures: [
    {
      when: ['my voice', 'sound', 'hate hearing', 'audio', 'echo'],
      tasks: [
        'Record in a wardrobe or a room with curtains, with your mouth about 10 cm from a dynamic mic',
        'Record 3 takes of your intro and keep the last one',
      ],
    },
    {
      when: ['guest', 'interview', 'no one to', 'nobody'],
      tasks: [
        'Start with solo or co-host episodes, and ask 3 friends with a good story to be your first guests',
      ],
    },
    {
      when: ['edit', 'technical', 'tech'],
      tasks: ['Cap editing at one hour per episode: cut only long pauses and mistakes'],
    },
    {
      when: ['listener', 'download', 'audience', 'growth', 'no one listen'],
      tasks: [
        'Be a guest on another podcast in your niche and mention your show',
        'Post 2 clips from each episode where your listeners already spend time',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the release day fixed and a batch of episodes in hand: a regular show is what keeps listeners subscribed.',
    slipping:
      'Record a short 15-minute solo episode to keep the release day, and rebuild your batch before the next one.',
  },
  alternative: {
    title: 'Record the whole season first',
    description:
      'Record and edit the whole season before launch, then release it all at once or weekly from a full batch.',
    weeks: [
      {
        focus: 'Plan the season',
        description: 'One theme, every episode outlined and every guest booked.',
        tasks: [
          'Plan {q} as one season with one theme and an arc from first episode to last',
          'Outline every episode: hook, segments and closing',
          'Book every guest for a recording date in the next 2 weeks',
          'Set up your mic, recording spot and podcast host',
          'Record the trailer for the season',
          'Record the first episode and check the audio',
        ],
      },
      {
        focus: 'Record in batches',
        description: 'Long recording sessions until the whole season is in hand.',
        tasks: [
          'Record episodes in 2 long sessions until {q:0.5} are done',
          'Edit each new episode and write its show notes',
          'Record the rest of the season',
          'Edit the rest of the episodes',
          'Make a clip for each episode',
          'Make cover art and submit the show to Apple Podcasts and Spotify',
        ],
      },
      {
        focus: 'Release the season',
        description: 'The season out, shared by every guest, and read for season 2.',
        tasks: [
          'Publish the trailer and the whole season, or schedule the episodes weekly',
          'Send the launch email and post about the podcast',
          'Ask every guest to share their episode',
          'Post a clip a day for a week',
          "Read the first week's downloads per episode",
          'Plan season 2 from the episodes listeners played most',
        ],
      },
    ],
  },
};
