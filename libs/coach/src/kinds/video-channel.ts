import type { GoalKind } from '../goal-kind.js';

/**
 * Growing a YouTube or TikTok channel the way a creator coach runs it: a clear niche and viewer
 * first, a fixed upload schedule, each video built on a title and thumbnail people would click and
 * a hook in the first seconds, shorts cut from every video, analytics read after each upload
 * (click-through rate, retention, traffic sources), production batched as it speeds up, then
 * doubling down on the formats that win and a review against the subscriber target (1,000 when
 * the goal names none).
 */
export const videoChannel: GoalKind = {
  id: 'video-channel',
  label: 'A video channel',
  field: 'creative',
  signals: [
    'youtube',
    'youtube channel',
    'start a youtube channel',
    'grow my youtube',
    'youtuber',
    'tiktok',
    'tiktoker',
    'grow my tiktok',
    'channel',
    'start a channel',
    'grow my channel',
    'subscriber',
    'follower',
    'vlog',
    'vlogger',
    'instagram',
    'reel',
    'youtube shorts',
    'twitch',
    'stream',
    'streamer',
    'content creator',
    'influencer',
    'make video',
    'post video',
    'upload video',
    'film video',
    'video content',
  ],
  notWhen: [
    'watch youtube',
    'watch video',
    'watch tiktok',
    'stop watch',
    'less youtube',
    'less tiktok',
    'quit tiktok',
    'delete tiktok',
    'delete instagram',
    'quit instagram',
    'less instagram',
    'screen time',
    'spend less time',
    'cut down',
    'youtube tutorial',
    'from youtube',
    'with youtube',
    'on youtube video',
    'podcast',
    'newsletter',
    'email list',
    'mailing list',
    'substack',
    'income stream',
    'stream of',
    'sales channel',
    'distribution channel',
    'channel my',
  ],
  lexicon: [
    'video',
    'channel',
    'subscriber',
    'follower',
    'upload',
    'thumbnail',
    'title',
    'script',
    'film',
    'edit',
    'short',
    'tiktok',
    'analytics',
    'retention',
    'views',
    'hook',
    'comment',
    'niche',
    'schedule',
    'click-through',
    'collaborat',
    'creator',
    'playlist',
    'series',
  ],
  measure: {
    kind: 'amount',
    units: ['subscriber', 'follower', 'video'],
    keep: ['follower', 'video'],
    default: 1000,
    step: 10,
    range: [10, 10000000],
    // About the most a new channel reaches in its first three months of weekly uploads.
    pace: { by: 'newcomer', most: 1000 },
    unreached: {
      title: 'Grow the channel to {reach}',
      description:
        'The first block of a longer climb: the channel grown to {reach} on a schedule you can keep, with the pace that carries it on from there.',
      weeks: [
        {
          focus: 'A schedule for the long climb',
          description:
            'Uploads and shorts at a pace you can keep for months, checked against {reach}.',
          tasks: [
            'Check your subscriber count in analytics and how many a week it takes to reach {reach} by week 12',
            'Script and film the next 2 videos in the format that brought the most subscribers',
            'Upload the next video on schedule with a title and thumbnail built like your best click-through so far',
            'Post 4 shorts or TikToks, each ending with a reason to subscribe to the channel',
            'Add a short spoken ask to subscribe in the first minute of your next video, saying what the channel gives',
            'Upload the second video on schedule and pin a comment under it asking what to film next',
          ],
        },
        {
          focus: 'Viewers who come back',
          description:
            'Playlists, replies and collaborations that turn one-time viewers into subscribers.',
          tasks: [
            "Group your videos into 2 playlists by topic, and link each playlist from its videos' end screens",
            'Turn the best 2 comments of the month into a short each, replying on video',
            'Message one more creator in your niche about a collaboration in the next 90 days',
            'Post 4 shorts or TikToks that each point to a full video on the channel',
            'Check your returning viewers and subscribers gained per video in analytics, and note the 2 best',
            'Upload your next video on schedule, in the format of the video that gained the most subscribers',
          ],
        },
        {
          focus: 'Subscribers, pace and the next 90 days',
          description:
            'Where the channel stands against {reach}, its growth a week, and the next 12 weeks planned.',
          tasks: [
            'Upload a video that answers the question your viewers asked most in the comments',
            'Post 5 shorts or TikToks cut from your best videos of the last 3 months',
            'Work out your growth pace in analytics: subscribers gained a week since your first upload',
            'Work out the month your channel reaches your full subscriber target at this pace, and one change that would speed it up',
            'Draft 12 video ideas for the next 90 days in the formats that brought the most subscribers',
            'Compare your subscriber count with {reach}, then write down your weekly pace and your upload schedule for the next 90 days',
          ],
        },
      ],
    },
  },
  milestones: [
    {
      title: 'Niche, channel and first uploads',
      description:
        'Who the channel is for, a setup that looks and sounds right, and the first three videos out on schedule.',
      weeks: [
        {
          focus: 'Niche and viewer',
          description: 'Decide who the channel is for and what they get from every video.',
          tasks: [
            "Write your channel's niche in one line: who it is for and what they get (learn, laugh or be inspired)",
            'Study 5 successful channels in your niche: their 10 most viewed videos, titles, thumbnails and lengths',
            'List 30 video ideas, each written as a title a viewer would search for or click',
            'Set up the channel: name, profile picture, banner and a 2-line description of your niche',
            'Choose your upload schedule (for example 1 long video a week, or 1 short a day) and the days',
            'Film a 60-second test video on your phone to check the light, sound and framing',
          ],
        },
        {
          focus: 'The first video',
          description: 'Script, film, edit and upload one video with a hook in its first seconds.',
          tasks: [
            'Pick your best idea and write a script or bullet outline with a hook in the first 10 seconds of the video',
            'Film the first video by a window for soft light, with a clip-on mic or your phone close to you',
            'Edit the video for {min:60} in CapCut, DaVinci Resolve or iMovie, cutting every pause and repeat',
            'Design a thumbnail or cover with 3 words or fewer and a clear face or object',
            'Upload the video on your schedule day with a searchable title, a description and tags',
            'Cut a 30-second short from the video and post it',
          ],
        },
        {
          focus: 'Second and third videos',
          description: 'Two more videos, and a first look at the analytics.',
          tasks: [
            'Script your second and third videos in one session of {min:60}',
            'Film both videos in one session to save setup time',
            'Edit the second video and upload it with a thumbnail on your schedule day',
            'Reply to every comment on your videos within a day',
            'Edit and upload the third video',
            'Check the analytics of your first video: click-through rate, average view duration and where viewers leave',
          ],
        },
      ],
    },
    {
      title: 'A publishing rhythm',
      description:
        'Stronger hooks, production in batches and shorts every week, with the analytics steering each video.',
      weeks: [
        {
          focus: 'Hooks and retention',
          description: 'Keep viewers past the first seconds, where most of them leave.',
          tasks: [
            'Watch the retention graph of each video and note the second where most viewers leave',
            'Rewrite the opening of your next script so the video shows its payoff in the first 5 seconds',
            'Film and edit the next video with a cut or a new shot every 5 to 10 seconds',
            'Upload it on schedule, and test 2 thumbnails if your platform allows it',
            'Post 3 shorts or TikToks cut from your videos',
            'Leave thoughtful comments on 5 videos from channels in your niche',
          ],
        },
        {
          focus: 'Batch production',
          description: 'Script, film and edit several videos at once to keep the schedule easily.',
          tasks: [
            'Script 3 videos in one session',
            'Film all 3 videos in one session of {min:90}',
            'Edit and upload the first video of the batch on schedule',
            'Make 3 thumbnails in one sitting from a template',
            'Post 3 shorts or TikToks',
            'Note which title and thumbnail have the highest click-through rate so far',
          ],
        },
        {
          focus: 'Six-week review',
          description: 'Find what your best videos share, and do more of it.',
          tasks: [
            'Upload the next video of your batch on schedule',
            'Rank your videos by views and by average view duration, and find what the top 2 share',
            'Write down your subscriber count and how far it is from {q}',
            'Drop the video format that did worst and plan 5 video ideas like your best one',
            'Post 3 shorts or TikToks',
            'Add end screens and a playlist so viewers go on to your next video',
          ],
        },
      ],
    },
    {
      title: 'Double down on what works',
      description:
        'More of your best format, collaborations with creators your size and a series built around search.',
      weeks: [
        {
          focus: 'More of the best',
          description: 'Two videos in the style of your best performer.',
          tasks: [
            'Script 2 videos in the format of your best-performing video',
            'Film and edit both videos in one batch',
            'Upload the first video on schedule with a new thumbnail style',
            'Post 4 shorts or TikToks using the hooks that held viewers best',
            'Upload the second video on schedule',
            'Reply to every comment and pin a question under your latest video to start a discussion',
          ],
        },
        {
          focus: 'Collaboration',
          description: 'Reach new viewers through other creators and your own audience.',
          tasks: [
            'Find 5 creators of your size in your niche and message 2 of them with a collaboration idea',
            'Script and film the next video',
            'Upload the video on schedule',
            'Post a community post or story asking viewers what video they want next',
            "Make a video from your viewers' most-asked question",
            'Post 4 shorts or TikToks',
          ],
        },
        {
          focus: 'Search and series',
          description: 'A 3-part series on what your viewers search for.',
          tasks: [
            "Find 5 searched questions in your niche from the platform's search bar suggestions",
            'Plan a 3-part video series around the most searched question',
            'Film the whole series in one session',
            'Upload part 1 of the series on schedule',
            'Post 4 shorts that point to the series',
            'Check your analytics: which traffic source brings the most views (search, browse, shorts or suggested)',
          ],
        },
      ],
    },
    {
      title: 'The subscriber push',
      description:
        'The series finished, older videos improved, your strongest video yet, and a review against the target.',
      weeks: [
        {
          focus: 'Series and old videos',
          description: 'Keep the series going and lift the videos that underperformed.',
          tasks: [
            'Upload part 2 of your series on schedule',
            'Update the titles and thumbnails of your 2 weakest older videos',
            'Film the next video',
            'Post 4 shorts or TikToks',
            'Film a collaboration or swap a shout-out with one creator you contacted',
            'Reply to every comment from this week',
          ],
        },
        {
          focus: 'Your strongest video',
          description:
            'Your best-performing format on your most searched topic, made with extra care.',
          tasks: [
            'Upload part 3 of your series on schedule',
            'Plan your strongest video yet: your best-performing format on your most searched topic',
            'Film and edit it, with extra care on the first 30 seconds of the video',
            'Make 3 thumbnail options and ask 5 people which one they would click',
            'Post 5 shorts or TikToks',
            'Upload the big video on schedule',
          ],
        },
        {
          focus: 'Review and plan',
          description: 'Push the big video, then compare where you are with where you started.',
          tasks: [
            'Share the big video in 3 communities where your viewers gather, following their rules',
            'Post 5 shorts cut from the big video',
            'Upload your next video on schedule',
            'Compare your subscribers with {q} and with your first week',
            'Write down the 3 video formats, hooks and thumbnails that brought the most subscribers',
            'Plan the next 12 weeks of the channel: schedule, 12 video ideas and one collaboration',
          ],
        },
      ],
    },
  ],
  extras: [
    'Post 2 shorts or TikToks cut from your latest video',
    'Reply to every comment from the last 3 days',
    'Write 10 new video titles for your ideas list',
    'Check the retention graph of your latest video and note where viewers leave',
  ],
  countermeasures: [
    {
      when: ['camera', 'on camera', 'face', 'shy', 'awkward', 'my voice'],
      tasks: [
        'Film faceless videos for now (screen recording, hands or a voice-over) until you are ready to be on camera',
        'Film 3 takes of your video intro and use the third',
      ],
    },
    {
      when: ['views', 'no one watch', 'algorithm', 'growth', 'slow'],
      tasks: [
        'Rewrite the title and thumbnail of your video with the lowest click-through rate',
        'Post a short every day for a week, cut from your existing videos',
      ],
    },
    {
      when: ['edit', 'editing'],
      tasks: ['Use one editing template for every video and cap the edit at 90 minutes'],
    },
    {
      when: ['idea', 'content', 'what to post'],
      tasks: ['Turn every question in your comments into a video idea on your list'],
    },
  ],
  coachAdvice: {
    steady:
      "Keep the upload schedule and read every video's analytics: titles, thumbnails and the first 10 seconds decide most of your growth.",
    slipping:
      'Drop to one short video a week, batched in one sitting: a steady channel grows, an irregular one stalls.',
  },
  alternative: {
    title: 'Shorts-first growth',
    description:
      'Grow with a short video every day (Shorts, TikTok or Reels), then turn the ones that take off into longer videos.',
    weeks: [
      {
        focus: 'A short every day',
        description: 'Seven short videos filmed in one session, posted one a day.',
        tasks: [
          'Script 7 short videos of 30 to 45 seconds, each with a hook in the first 2 seconds',
          'Film all 7 short videos in one session of {min:60}',
          'Edit and post the first short',
          'Post a short every day at the same time',
          'Reply to every comment on your shorts',
          'Note the 2 shorts with the highest watch-through rate',
        ],
      },
      {
        focus: 'Repeat what works',
        description: 'More of the two best formats, and one trend tried.',
        tasks: [
          'Script 7 more shorts, 4 of them in the format of your best two',
          'Film the 7 shorts in one session',
          'Post one short a day',
          'Try one trending sound or format in your niche',
          'Reply with a video to the best question in your comments',
          'Compare your views and followers with last week',
        ],
      },
      {
        focus: 'From shorts to long videos',
        description: 'Go deeper on what took off, and keep the daily short.',
        tasks: [
          'Pick the short with the most views and plan a long video that goes deeper',
          'Film and edit the long video',
          'Post the long video with a short that points to it',
          'Keep posting one short video a day',
          'Check which short brought the most followers or subscribers',
          'Compare your followers or subscribers with {q}',
        ],
      },
    ],
  },
};
