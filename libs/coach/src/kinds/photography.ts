import type { GoalKind } from '../goal-kind.js';

/**
 * Photography the way a photography teacher builds the first three months: the camera and the
 * exposure triangle first (aperture, shutter speed, ISO), then composition and light, a weekly
 * assignment with a shot list, and a genre chosen and shot session by session, every shoot culled
 * hard and edited, critique from others, ending in a themed set of 12 photos published as a
 * portfolio, with a print on the wall.
 */
export const photography: GoalKind = {
  id: 'photography',
  label: 'Photography',
  field: 'creative',
  signals: [
    'photography',
    'photographer',
    'photo',
    'photograph',
    'camera',
    'dslr',
    'mirrorless',
    'lightroom',
    'take good photo',
    'take photo',
    'learn photography',
    'portrait photography',
    'street photography',
    'landscape photography',
    'wildlife photography',
    'wedding photography',
    'product photography',
    'food photography',
    'shoot in manual',
    'shoot manual',
    'photo walk',
    'take portrait',
    'new camera',
    'my camera',
  ],
  notWhen: [
    'organize',
    'organise',
    'digitize',
    'digitise',
    'declutter',
    'scan',
    'scanner',
    'sort my photo',
    'delete photo',
    'back up my photo',
    'progress photo',
    'before and after photo',
    'passport photo',
    'photo album',
    'photo book',
    'youtube',
    'tiktok',
    'on camera',
    'video',
  ],
  lexicon: [
    'photo',
    'shoot',
    'shot',
    'camera',
    'lens',
    'aperture',
    'shutter',
    'iso',
    'exposure',
    'focus',
    'composition',
    'light',
    'edit',
    'frame',
    'cull',
    'portfolio',
    'critique',
    'histogram',
    'portrait',
    'genre',
    'print',
    'white balance',
    'depth of field',
    'silhouette',
    'subject',
  ],
  milestones: [
    {
      title: 'Camera and exposure',
      description:
        'Out of auto mode: aperture, shutter speed and ISO, focus and sharpness, and a simple editing routine.',
      weeks: [
        {
          focus: 'Know your camera',
          description: 'The modes, the exposure triangle and what aperture does to a photo.',
          tasks: [
            "Read your camera's manual (or your phone camera's settings) for {min:30}: modes, focus points, ISO and how to shoot RAW",
            'Learn the exposure triangle (aperture, shutter speed, ISO) and write one line on what each one changes',
            'Photograph the same scene in auto, aperture priority and shutter priority, and compare the results',
            "Shoot one object at f/2.8, f/8 and f/16 (or your lens's widest and narrowest) and compare the depth of field",
            'Take 20 photos on a walk and pick your 3 best',
            "Set up Lightroom, Snapseed or your phone's photo editor with one folder per week",
          ],
        },
        {
          focus: 'Shutter speed and movement',
          description: 'Freeze motion or blur it on purpose, and read the histogram.',
          tasks: [
            'Photograph moving water or traffic at 1/1000, 1/60 and 1/4 second and compare the shots',
            'Practise panning on a passing cyclist or car at 1/30 second, 20 frames',
            'Shoot 30 frames in aperture priority around your neighbourhood',
            'Learn to read the histogram and correct the exposure with exposure compensation',
            "Shoot a scene in full manual mode, setting the exposure by the camera's meter",
            'Pick your 3 best photos of the week and note the settings of each',
          ],
        },
        {
          focus: 'Focus and sharpness',
          description: 'Sharp photos on purpose: focus points, shutter speed and a steady hand.',
          tasks: [
            'Learn single-point autofocus, and back-button focus if your camera has it',
            'Shoot 20 portraits or objects with the focus on the nearest eye or edge',
            'Find your slowest sharp handheld shutter speed by testing from 1/15 to 1/250',
            'Shoot an assignment: 10 sharp photos of one subject from 10 different angles',
            'Edit your 5 best photos: crop, straighten, exposure and white balance',
            'Compare your first and your latest photos of these 3 weeks',
          ],
        },
      ],
    },
    {
      title: 'Composition, light and a genre',
      description:
        'Composition rules to use and break, the quality of light, and a first planned shoot in the genre you choose.',
      weeks: [
        {
          focus: 'Composition',
          description: 'Rule of thirds, leading lines, framing and space.',
          tasks: [
            'Study 10 photos you admire for rule of thirds, leading lines, framing and negative space',
            'Shoot an assignment of 10 photos, each built on a different composition rule',
            'Shoot the same subject 10 ways: high, low, close, far, wide and tight',
            'Study 3 photographers of the genre you like most and note how they compose',
            'Edit 5 photos, cropping to strengthen the composition',
            'Pick your best 3 photos and write why their composition works',
          ],
        },
        {
          focus: 'Light',
          description: 'Golden hour, window light, hard light and backlight.',
          tasks: [
            'Photograph the same scene at golden hour, at midday and at blue hour',
            'Shoot a portrait or an object by a window with side light, and a reflector made of white card',
            'Photograph hard midday shadows as a graphic subject',
            'Shoot 20 frames against the light: silhouettes and backlit subjects',
            'Edit your best light studies, adjusting white balance and highlights',
            'Choose your genre for the next 6 weeks: portraits, street, landscape, wildlife, food or products',
          ],
        },
        {
          focus: 'First genre shoot',
          description: 'A planned shoot with a shot list, culled and critiqued.',
          tasks: [
            'Plan a shoot in your genre: location, time for the best light, subject and a shot list of 10',
            'Do the shoot: at least 100 frames in {min:90}',
            'Cull the shoot to the best 10 photos with flags or stars in your editor',
            'Edit the best 10 photos with a consistent look',
            'Share your best 3 photos with a photography critique group or {person|a friend} for feedback',
            'Write down the 2 most useful notes from the critique',
          ],
        },
      ],
    },
    {
      title: 'Shoot by shoot in your genre',
      description:
        'A shoot a week in your genre, one editing skill at a time, and a theme for the final set of photos.',
      weeks: [
        {
          focus: 'Learn from a master',
          description: "A master's style studied and a second shoot in your genre.",
          tasks: [
            'Study one master photographer of your genre and copy the style of 3 of their photos',
            'Do a second shoot in your genre with a shot list, at least 100 frames',
            'Cull the shoot to 10 photos and edit them',
            'Learn one editing skill for {min:30}: masks, local adjustments or colour grading',
            'Reshoot one photo from your first shoot that nearly worked',
            'Post 3 photos and note which one gets the most response',
          ],
        },
        {
          focus: 'Difficult light',
          description: 'Night, indoors or rain, and a new point of view.',
          tasks: [
            'Shoot 50 frames in difficult light (night, indoors or rain) at a higher ISO',
            'Learn noise reduction and sharpening in your photo editor',
            'Do a third shoot in your genre with a new lens, focal length or point of view',
            'Cull and edit the best 10 photos of the shoot',
            'Get a critique of your best 5 photos from someone more experienced',
            'Start a portfolio shortlist of your best 30 photos so far',
          ],
        },
        {
          focus: 'A theme for the set',
          description: 'Twelve photos that belong together, and shoots to fill the gaps.',
          tasks: [
            'Choose a theme for your final set: 12 photos that belong together',
            'Plan 2 shoots with shot lists to fill the gaps in the theme',
            'Do the first theme shoot',
            'Cull and edit the first theme shoot',
            'Do the second theme shoot',
            'Cull and edit the second theme shoot',
          ],
        },
      ],
    },
    {
      title: 'A portfolio of 12 photos',
      description:
        'The final set chosen, critiqued, edited and printed, then published and shared.',
      weeks: [
        {
          focus: 'Choose the set',
          description: 'From the shortlist to the 12, with help from a critique.',
          tasks: [
            'Lay out your shortlist and theme shots and pick 20 candidate photos',
            'Reshoot the 2 weakest ideas of the theme',
            'Edit the 20 photos with a consistent colour and contrast',
            'Ask {person|a friend} or a photo club for a critique of the 20 photos',
            'Cut the set to the best 12 photos, using the critique and your own eye',
            'Put the 12 photos in an order where each one leads to the next',
          ],
        },
        {
          focus: 'Final edits and prints',
          description: 'Every photo finished, checked on paper and backed up.',
          tasks: [
            'Do a final shoot for any gap in the 12 photos',
            'Finish the edits (crop, dust spots, straight horizons) and export at full resolution',
            'Print 4 of the photos at about 20 × 30 cm to check them on paper',
            'Build a simple online portfolio (Adobe Portfolio, Squarespace or an Instagram grid) with the 12 photos',
            'Write a title and a short statement for the set of photos',
            'Back up all your RAW files and edits in 2 places',
          ],
        },
        {
          focus: 'Publish and review',
          description: 'Share the portfolio, hang a print and plan the next project.',
          tasks: [
            'Publish your portfolio of 12 photos',
            'Share the portfolio with your critique group, photo club or friends',
            'Print your favourite photo large and hang it',
            'Enter one photo in a local or online photography competition',
            "Compare your first week's photos with your portfolio and list 5 things you learned",
            'Plan your next photo project: a genre, a theme and 12 weekly assignments',
          ],
        },
      ],
    },
  ],
  extras: [
    'Take a 30-minute photo walk with one lens or one focal length',
    'Shoot 10 photos of one everyday object in 10 different lights',
    "Cull last week's photos to the best 5",
    'Edit 3 photos in 15 minutes each',
  ],
  countermeasures: [
    {
      when: ['gear', 'camera', 'lens', 'equipment', 'expensive kit'],
      tasks: [
        'Shoot a whole week with your phone camera or one lens: composition and light matter more than gear',
      ],
    },
    {
      when: ['shy', 'stranger', 'people', 'awkward'],
      tasks: [
        'Shoot street photos wide and from a distance first, then ask 1 stranger a week for a portrait',
      ],
    },
    {
      when: ['inspir', 'boring', 'nothing to shoot', 'idea'],
      tasks: [
        'Give yourself a one-word theme each week (red, reflections, doors) and shoot 20 frames of it',
      ],
    },
    {
      when: ['technical', 'setting', 'manual', 'confus'],
      tasks: ['Shoot in aperture priority and change only one setting per photo walk'],
    },
  ],
  coachAdvice: {
    steady:
      'Shoot to a brief every week and cull hard: picking your 3 best photos teaches as much as taking 300.',
    slipping:
      'Go back to one 20-minute photo walk a week with one lens and one theme, and pick your best 3 photos.',
  },
  alternative: {
    title: 'A photo a day',
    description:
      'Learn by shooting one photo every day to a daily brief, and choosing the best of each week.',
    weeks: [
      {
        focus: 'One photo a day',
        description: 'A theme, a daily brief and a 10-minute edit.',
        tasks: [
          'Choose a theme (your street, hands, light or strangers) and shoot one photo a day on it',
          "Shoot today's photo in aperture priority with the subject off centre",
          "Shoot today's photo at golden hour",
          "Shoot today's photo from a low angle",
          "Edit each day's photo in 10 minutes",
          "Pick the week's best photo and post it",
        ],
      },
      {
        focus: 'Light and motion briefs',
        description: 'Daily briefs on light and movement.',
        tasks: [
          "Shoot today's photo with window light only",
          'Shoot a silhouette against the light',
          'Shoot a close-up with a shallow depth of field',
          'Shoot a moving subject sharp at 1/500 second',
          "Edit each day's photo and note its settings",
          "Pick the week's best photo and ask for one critique note",
        ],
      },
      {
        focus: 'Harder briefs',
        description: 'Black and white, reflections, people and night, then the best five.',
        tasks: [
          "Shoot today's photo in black and white",
          'Shoot a photo of a reflection',
          'Shoot a portrait of someone you know',
          'Shoot a photo at night',
          'Lay out 21 days of photos and choose your best 5',
          "Plan next month's daily photo theme",
        ],
      },
    ],
  },
};
