// Goals OUTSIDE the offline coach's catalogue of kinds, for benchmarking how the offline plan
// writer handles them. Each goal is labelled by hand with:
//   - shape: the goal shape it should be read as (make, event, skill, start-habit, stop-habit,
//     number, trip, licence, life-change, campaign), or 'none' when it fits no shape at all;
//   - notFields: every catalogue field ('fitness', 'learning', 'creative', 'money', 'work',
//     'health', 'home', 'reading') a plan for it must NOT be of. A field that would be an
//     acceptable reading is left out. The relationships and parenting kinds are in field 'home'.
//   - heldOut: true on about a third of the goals, spread over every shape. Held-out goals are
//     never used to tune thresholds or word lists; only score against them at the end.
// Goals marked "trap" contain a word that points at a wrong catalogue kind or field.
// IMPOSSIBLE_TARGETS are goals whose target cannot honestly be reached in 90 days (or are rates
// that must be read as rates), each with a human note of what 90 days can reach and a
// machine-checkable `expect`. Date goals say "next year" so they stay beyond 90 days whenever
// the bench runs.

const goal = (text, shape, notFields, rest = {}) => ({
  answers: {
    goal: text,
    why: rest.why ?? "It has been on my list for ages and I'd like to finally do it",
    vision: rest.vision ?? 'Day 90 with it done, or nearly done, and knowing how I got there',
    resources: rest.resources ?? 'A couple of free evenings a week',
    obstacles: rest.obstacles ?? 'Busy weeks and losing steam halfway through',
    workingStyle: rest.workingStyle ?? 'Short sessions a few evenings a week',
    change: rest.change ?? 'Feeling like someone who follows through',
  },
  shape,
  notFields,
  heldOut: rest.heldOut ?? false,
});

const target = (text, expect, reach, rest = {}) => ({
  answers: {
    goal: text,
    why: rest.why ?? 'I keep putting it off and I want it sorted',
    vision: rest.vision ?? 'Being able to say I finally did it',
    resources: rest.resources ?? 'Evenings and weekends',
    obstacles: rest.obstacles ?? 'Getting discouraged when progress is slow',
    workingStyle: rest.workingStyle ?? 'A bit every day',
    change: rest.change ?? 'Less stress and more confidence',
  },
  reach,
  expect,
});

export const OUTSIDE_GOALS = [
  // ---- make ----
  // trap: "for my dad" points at relationships (home)
  goal(
    'Knit a sweater for my dad',
    'make',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "He's always cold and he'd never buy himself a decent jumper",
      vision: 'Him wearing it on Christmas morning',
      resources: 'A pattern and wool from the shop in town, and my nan showed me the basics',
      obstacles: "I've only ever knitted scarves and I drop stitches",
      workingStyle: 'In front of the telly most evenings',
      change: 'Proof I can finish a proper project',
    },
  ),
  // trap: "for my kids" points at parenting (home)
  goal(
    'Build a treehouse for my kids',
    'make',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'I had one growing up and it was the best thing ever',
      vision: 'The two of them up there with torches on a summer night',
      resources: 'A big oak at the bottom of the garden and my brother-in-law has a mitre saw',
      obstacles: "I'm not very handy and I'm scared of it not being safe",
      workingStyle: 'Saturday mornings',
      change: 'Being the dad who actually builds stuff',
    },
  ),
  // trap: "grandmother's" points at relationships (home)
  goal(
    "Restore my grandmother's quilt",
    'make',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "She made it in the 60s and it's falling apart in a cupboard",
      vision: 'It back on a bed, in one piece',
      resources: "My mum's sewing box and a local quilting group that meets on Wednesdays",
      obstacles: "I'm terrified of making it worse",
      workingStyle: 'An hour on Sunday afternoons',
      change: 'Keeping a bit of her with us',
    },
  ),
  // trap: "garden" points at gardening
  goal(
    'build a wooden bench for the back garden',
    'make',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "we've got nowhere to sit out there",
      vision: 'a coffee on my own bench on a sunny morning',
      resources: 'a small garden shed with a workbench and some old scaffold boards',
      obstacles: 'no time after work and it gets dark early',
      workingStyle: 'weekends when it is dry',
      change: 'using the garden instead of just looking at it',
    },
  ),
  // trap: "wedding" points at relationships / an event
  goal(
    'I want to sew my own wedding dress by June',
    'make',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "I've sewn since I was a teenager and this is the big one",
      vision: 'Walking down the aisle in something I made',
      resources: "My dad's old sewing machine and a dressmaking course I did last year",
      obstacles: 'Fitting it on myself, and the stress of the wedding itself',
      workingStyle: 'Tuesday and Thursday evenings plus Sunday afternoons',
      change: 'Something I will keep forever',
    },
  ),
  goal(
    'Fix up the old Honda motorbike in my garage so it actually runs again',
    'make',
    ['fitness', 'money', 'work', 'health', 'reading'],
    {
      why: "It's been sat there for six years",
      vision: 'Riding it out of the garage in the spring',
      resources: 'A workshop manual, a decent socket set and a mate who is a mechanic',
      obstacles: 'Parts are hard to find and I lose interest when something seizes',
      workingStyle: 'Sunday afternoons',
      change: 'Knowing how my own bike works',
    },
  ),
  goal(
    "make a dollhouse for my niece's 6th birthday in October",
    'make',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "she's obsessed with tiny things",
      vision: 'her face when she opens it',
      resources: 'plywood offcuts and a craft knife',
      obstacles: 'fiddly bits and my patience',
      workingStyle: '30 minutes after the kids are in bed',
      change: 'a present nobody else could have given her',
      heldOut: true,
    },
  ),
  goal(
    'Repair and repaint the rocking chair I found at a car boot sale',
    'make',
    ['fitness', 'money', 'work', 'health', 'reading'],
    {
      why: "It's solid wood and it deserves better",
      vision: 'It by the window in the lounge, looking new',
      resources: 'Sandpaper, wood glue and some chalk paint left over from the kitchen',
      obstacles: 'One of the rockers is cracked and I have never fixed a joint',
      workingStyle: 'A couple of hours on Saturday mornings',
      change: 'Getting more confident with tools',
      heldOut: true,
    },
  ),

  // ---- event ----
  // trap: "party" and "our road" could pull towards relationships (home)
  goal(
    'Organise a street party for our road',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "We've lived here five years and barely know anyone",
      vision: 'Tables down the middle of the road and kids on scooters everywhere',
      resources: 'A WhatsApp group for the street and a neighbour who did one for the Jubilee',
      obstacles: "I get nervous knocking on strangers' doors",
      workingStyle: 'Weekend mornings and the odd evening',
      change: 'Actually knowing my neighbours',
    },
  ),
  // trap: "run" points at fitness, "bake" at cooking, "$2,000" at money
  goal(
    'Run a bake sale to raise $2,000 for the school',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: 'The PTA wants new playground equipment',
      vision: 'A table full of cakes and a thermometer poster that hits the top',
      resources: "Ten parents who've said they'll bake and the school hall on a Friday",
      obstacles: 'Money is tight for a lot of families here so we have to price it right',
      workingStyle: 'After drop-off on Tuesdays and Thursdays',
      change: 'The kids seeing the community pull together',
    },
  ),
  goal(
    'Organise a 20 year school reunion for my year group in November',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'Nobody else is going to do it',
      vision: 'A function room full of people going "oh my god, is that you?"',
      resources: 'The old year group Facebook page and a pub with a function room',
      obstacles: "Half the people I'd want to invite I've lost touch with",
      workingStyle: 'Lunch breaks and a few evenings',
      change: 'Reconnecting with some old friends',
    },
  ),
  goal(
    'plan our wedding for next spring',
    'event',
    ['fitness', 'learning', 'creative', 'work', 'health', 'reading'],
    {
      why: "we got engaged at christmas and we keep saying we'll start",
      vision: 'a relaxed day in a barn with everyone we love',
      resources: 'a spreadsheet, my sister who is super organised',
      obstacles: 'we disagree on the guest list and both work shifts',
      workingStyle: 'sunday evenings together',
      change: 'enjoying the run-up instead of panicking',
      heldOut: true,
    },
  ),
  goal(
    'Host a charity quiz night at the pub for the hospice',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'The hospice looked after my uncle at the end',
      vision: 'Fifteen teams and a packed back room',
      resources: 'The landlord has offered the room free on a Wednesday',
      obstacles: 'Writing the questions and getting raffle prizes',
      workingStyle: 'Evenings after the kids are down',
      change: 'Giving something back',
    },
  ),
  goal(
    'Put on a one-day conference for 150 local makers',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "There's nothing like it round here and people keep asking",
      vision: 'A full hall, good talks and people swapping cards at lunch',
      resources: 'A co-working space that will host it and three speakers who said maybe',
      obstacles: 'Sponsors, and I have never run anything this size',
      workingStyle: 'Friday afternoons, which my boss lets me use for it',
      change: 'A proper community of makers in the town',
    },
  ),
  // trap: "5k" and "run" point at endurance running (fitness)
  goal(
    'Organise a 5k fun run for the local hospice',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'They need the money and people love a fun run',
      vision: '200 people in fancy dress going round the park',
      resources: 'The park ranger is on board and the running club will marshal',
      obstacles: 'Permits, insurance and first aid cover',
      workingStyle: 'Mondays and Wednesdays after work',
      change: 'A yearly event the town looks forward to',
      heldOut: true,
    },
  ),
  // trap: "my mum" points at relationships (home)
  goal(
    'throw my mum a surprise 70th birthday party',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "she's done everything for us and never makes a fuss of herself",
      vision: 'her walking in and everyone shouting surprise',
      resources: 'my two brothers and the church hall',
      obstacles: 'keeping it secret, she finds out everything',
      workingStyle: 'quick calls on my commute',
      change: 'one proper family day while we can',
      heldOut: true,
    },
  ),
  // trap: "book swap" points at reading
  goal(
    'Organise a book swap and coffee morning at the community centre',
    'event',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "Lots of older people round here are lonely and it's a good excuse to get together",
      vision: 'Tables of books, tea urns going and people chatting for hours',
      resources: 'The centre has a room free on Saturday mornings',
      obstacles: 'Getting the word out to people who are not online',
      workingStyle: 'Thursday evenings',
      change: 'A regular thing that keeps going without me',
    },
  ),

  // ---- skill ----
  goal('Learn to juggle 3 balls', 'skill', ['money', 'work', 'health', 'home', 'reading'], {
    why: 'I saw a busker do it and thought why not',
    vision: 'Juggling for a full minute without dropping one',
    resources: 'Three beanbags and a high ceiling in the hallway',
    obstacles: 'Chasing balls under the sofa gets old quickly',
    workingStyle: 'Ten minutes while the kettle boils',
    change: 'A silly party trick and better coordination',
  }),
  // trap: a rating is a number, but this is a skill
  goal(
    'Get to a 1500 rating on chess.com by the end of the year',
    'skill',
    ['fitness', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "I'm stuck at 1100 and it's driving me mad",
      vision: 'Seeing 1500 next to my name',
      resources: 'A free account and a chess club at the library on Mondays',
      obstacles: 'I tilt and play 20 blitz games in a row when I lose',
      workingStyle: '30 minutes after the kids are in bed',
      change: 'Thinking before I move, in chess and maybe in life',
    },
  ),
  // trap: a language (language learning) and "my nephew" (relationships)
  goal(
    'learn British Sign Language so I can talk to my nephew',
    'skill',
    ['fitness', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "he's deaf and he's nearly four and I can only sign hello",
      vision: 'having a proper chat with him at his birthday',
      resources: 'a free online BSL course and my sister signs',
      obstacles: 'my memory and not having anyone to practise with day to day',
      workingStyle: 'Tuesdays and Thursdays on my lunch break',
      change: 'him knowing his auntie makes the effort',
    },
  ),
  goal('Learn calligraphy', 'skill', ['fitness', 'money', 'work', 'health', 'home', 'reading'], {
    why: 'My handwriting is awful and I love how it looks',
    vision: "Writing the place cards for my friend's wedding",
    resources: 'A starter set of brush pens someone got me for Christmas',
    obstacles: 'I get frustrated when it looks wobbly',
    workingStyle: 'Saturday mornings with a coffee',
    change: 'Something calm to do with my hands',
  }),
  goal(
    'Take up woodturning and make my first bowl',
    'skill',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'I retired in March and need something for my hands to do',
      vision: 'A bowl on the kitchen table that I turned myself',
      resources: "A second-hand lathe in the garage and a turners' club nearby",
      obstacles: 'Sharpening the tools, and my back after a long session',
      workingStyle: 'Weekday mornings, an hour or two',
      change: 'A new hobby and some new people to talk to',
    },
  ),
  goal(
    "I want to learn to solve a Rubik's cube in under a minute",
    'skill',
    ['fitness', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'My son can do it and he keeps showing off',
      vision: 'Beating him, just once',
      resources: 'A speed cube and some beginner method guides',
      obstacles: 'Remembering the algorithms',
      workingStyle: 'On the train to work',
      change: 'Proving my brain still learns new things',
      heldOut: true,
    },
  ),
  // trap: "words per minute" points at word counts (book writing)
  goal(
    'Learn to touch type at 60 words per minute',
    'skill',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "I still type with two fingers and it's embarrassing in meetings",
      vision: 'Taking notes without looking at the keyboard',
      resources: 'A free typing site and a decent keyboard',
      obstacles: 'Going back to slow feels painful when I have deadlines',
      workingStyle: 'Fifteen minutes before I start work',
      change: 'Getting through emails twice as fast',
      heldOut: true,
    },
  ),
  // trap: "my daughter's party" points at parenting (home) or an event
  goal(
    "learn some magic tricks for my daughter's party",
    'skill',
    ['fitness', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'she asked for a magician and i want to do it myself',
      vision: 'a room of 7 year olds actually gasping',
      resources: 'a pack of cards and a magic set from the charity shop',
      obstacles: 'I get nervous performing even for kids',
      workingStyle: 'evenings once she is asleep',
      change: 'being the fun parent for once',
    },
  ),

  // ---- start-habit ----
  // trap: "write" points at book writing (creative)
  goal(
    'Write in a journal every night',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'My head is so noisy at bedtime',
      vision: 'A notebook full of three months of days',
      resources: 'A nice notebook I was given and never used',
      obstacles: "I'm exhausted by 10pm and just want to sleep",
      workingStyle: 'Five minutes in bed before lights out',
      change: 'Sleeping better and knowing my own patterns',
    },
  ),
  goal(
    'Floss every day',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'The dentist told me off again',
      vision: 'A check-up where she says my gums look good',
      resources: 'Floss picks in the bathroom',
      obstacles: 'I forget, or I am too tired',
      workingStyle: 'Straight after brushing at night',
      change: 'Not dreading the dentist',
    },
  ),
  goal(
    'drink 2 litres of water a day',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'i get headaches every afternoon and i think i am just dehydrated',
      vision: 'no 3pm headache',
      resources: 'a big bottle with the times marked on it',
      obstacles: 'i forget when i am busy and then drink coffee instead',
      workingStyle: 'at my desk through the day',
      change: 'more energy',
    },
  ),
  goal(
    'Get a proper morning routine going, up at 6:30 every weekday',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'home', 'reading'],
    {
      why: 'Every morning is a panic and I start work frazzled',
      vision: 'Dressed, fed and calm by 7:30',
      resources: 'An alarm clock so the phone can stay downstairs',
      obstacles: 'I am a night owl and my partner works late',
      workingStyle: 'Weekdays, weekends off',
      change: 'Feeling in charge of my day',
    },
  ),
  goal(
    'Take my vitamins every morning',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: "My GP said my vitamin D is low and I've had the tablets for months",
      vision: 'A better blood test next time',
      resources: 'A pill organiser',
      obstacles: 'Mornings are chaos with the kids',
      workingStyle: 'With breakfast',
      change: 'Less tired through the winter',
      heldOut: true,
    },
  ),
  // trap: "before work" points at work
  goal(
    'I want to do a gratitude list every morning before work',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'I have been really negative lately and everyone says this helps',
      vision: 'Noticing good things without trying',
      resources: 'A notes app and ten minutes on the bus',
      obstacles: 'It feels a bit cheesy and I skip it',
      workingStyle: 'On the bus to work',
      change: 'Being less grumpy',
      heldOut: true,
    },
  ),
  goal(
    "Plan tomorrow's to-do list every evening before I log off",
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'home', 'reading'],
    {
      why: "I waste the first hour of every day working out what I'm doing",
      vision: 'Opening the laptop and just starting',
      resources: 'A paper planner',
      obstacles: 'I finish in a rush to pick up my son',
      workingStyle: 'The last ten minutes of the working day',
      change: 'Calmer mornings',
    },
  ),
  goal(
    'wear sunscreen every day, even in winter',
    'start-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'my mum had a melanoma removed last year',
      vision: 'it just being part of getting dressed',
      resources: 'a moisturiser with SPF 30 in it',
      obstacles: 'it feels pointless when it is grey out',
      workingStyle: 'every morning after I wash my face',
      change: 'looking after my skin',
      heldOut: true,
    },
  ),

  // ---- stop-habit ----
  goal(
    'Stop biting my nails',
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: "I've done it since I was eight and I hide my hands in photos",
      vision: 'Nails long enough to paint',
      resources: 'Bitter nail polish and a fidget ring',
      obstacles: 'I do it without noticing when I watch TV or I am stressed',
      workingStyle: 'All day, checking in at lunch and bedtime',
      change: 'Not being embarrassed of my hands',
    },
  ),
  // trap: "at work" points at work
  goal(
    'Stop swearing so much, especially at work',
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'My manager had a quiet word and I was mortified',
      vision: 'A whole week with no slip-ups in the office',
      resources: 'A swear jar my team set up as a joke',
      obstacles: 'It just comes out when something goes wrong',
      workingStyle: 'Through the working day, with a tally at 5pm',
      change: 'Coming across as more professional',
    },
  ),
  goal(
    "Quit energy drinks, I'm on 3 Monsters a day",
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'My heart races and I cannot sleep',
      vision: 'Getting through a shift without one',
      resources: 'A flask of tea and a colleague who quit last year',
      obstacles: 'The 3am slump on night shifts',
      workingStyle: 'Cutting down one can a week',
      change: 'Sleeping properly again',
    },
  ),
  goal(
    'Stop gaming until 2am on weeknights',
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: "I'm wrecked every morning and my work is slipping",
      vision: 'PC off by 11 on work nights',
      resources: 'A smart plug I can put on a timer',
      obstacles: 'My friends are all online late and "one more game"',
      workingStyle: 'Weeknights, weekends are fine',
      change: 'Waking up like a human',
      heldOut: true,
    },
  ),
  goal(
    'Stop hitting snooze every morning',
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'I snooze for 45 minutes and then rush',
      vision: 'Up on the first alarm',
      resources: 'An alarm on the other side of the room',
      obstacles: 'Dark winter mornings',
      workingStyle: 'Every weekday morning',
      change: 'Starting the day feeling in control',
    },
  ),
  goal(
    "stop picking at my skin when i'm stressed",
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'it leaves marks and then i feel worse',
      vision: 'a month without a new scab',
      resources: 'a stress ball and my therapist',
      obstacles: 'exam season and late nights',
      workingStyle: 'noticing it in the evenings mostly',
      change: 'being kinder to my body',
      heldOut: true,
    },
  ),
  goal(
    'Stop cracking my knuckles',
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'work', 'home', 'reading'],
    {
      why: 'It drives my wife up the wall',
      vision: 'Going a whole film without doing it',
      resources: 'Hand cream, oddly it helps',
      obstacles: 'I do it every time I sit at the computer',
      workingStyle: 'All day, a quick check at lunch',
      change: 'One less thing to nag me about',
    },
  ),
  // trap: "running" points at running (fitness)
  goal(
    'Stop running late for everything',
    'stop-habit',
    ['fitness', 'learning', 'creative', 'money', 'home', 'reading'],
    {
      why: "I've been late to the last three things that mattered",
      vision: 'Arriving five minutes early and feeling smug',
      resources: 'A calendar that actually sends reminders',
      obstacles: 'I always think I have more time than I do',
      workingStyle: 'Every day, planning the night before',
      change: 'People being able to rely on me',
    },
  ),

  // ---- number ----
  // trap: "subscribers" points at a video channel
  goal(
    'Build 1,000 newsletter subscribers',
    'number',
    ['fitness', 'learning', 'money', 'health', 'home', 'reading'],
    {
      why: "I've been writing a local food newsletter for a year and I'm stuck at 180",
      vision: 'The dashboard saying 1,000',
      resources: 'A Substack, a weekly issue and a few local cafes happy to put up a QR code',
      obstacles: "I hate promoting myself and I'm not sure what's working",
      workingStyle: 'Sunday mornings for writing, lunch breaks for promoting',
      change: 'Enough readers to pitch a sponsor',
    },
  ),
  // trap: "£5,000" points at money, "Macmillan" at health
  goal(
    'Raise £5,000 for Macmillan',
    'number',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'They were there for my dad through his treatment',
      vision: 'The JustGiving page going over £5,000',
      resources: 'A JustGiving page, a big family and a work that will match £500',
      obstacles: 'Everyone is skint at the moment and I hate asking people for money',
      workingStyle: 'Evenings and a big push at weekends',
      change: 'Doing something useful with how I feel',
    },
  ),
  goal(
    'Get to 100 five-star reviews on my Etsy shop',
    'number',
    ['fitness', 'learning', 'money', 'health', 'home', 'reading'],
    {
      why: 'Reviews are the only thing that gets you seen on there',
      vision: '100 next to the stars',
      resources: 'About 40 reviews so far and regular customers',
      obstacles: 'People forget to leave one and I feel pushy asking',
      workingStyle: 'An hour packing orders each evening',
      change: 'Enough trust that sales look after themselves',
    },
  ),
  // trap: "baking" points at cooking
  goal(
    'hit 5,000 followers on my baking instagram',
    'number',
    ['fitness', 'learning', 'money', 'health', 'home', 'reading'],
    {
      why: "i'm on 1,200 and i'd love brands to notice",
      vision: '5k and my first collab',
      resources: 'a decent phone camera and lots of bakes',
      obstacles: 'the algorithm and not knowing when to post',
      workingStyle: 'baking on saturdays, posting in the week',
      change: 'taking my hobby seriously',
    },
  ),
  // trap: "chilli jam" points at cooking
  goal(
    'Sell 200 jars of my chilli jam by Christmas',
    'number',
    ['fitness', 'learning', 'money', 'health', 'home', 'reading'],
    {
      why: 'Friends keep asking for it and I want to see if it could be a real thing',
      vision: 'An empty shelf where the jars were',
      resources: 'A stall at the monthly farmers market and my food hygiene certificate',
      obstacles: 'Making enough in a home kitchen',
      workingStyle: 'Cooking on Sundays, selling on market Saturdays',
      change: 'Knowing if it could be a business',
      heldOut: true,
    },
  ),
  // trap: "running club" points at running (fitness)
  goal(
    "Get 300 members in our running club's facebook group",
    'number',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "I volunteered to do the club's social media and we're stuck at 90",
      vision: 'A busy group with people sharing their parkrun times',
      resources: 'Photos from every club night and a committee that will share posts',
      obstacles: "I'm not a social media person",
      workingStyle: 'Ten minutes a day on my phone',
      change: 'More new runners coming along on Thursdays',
      heldOut: true,
    },
  ),
  goal(
    'Reach 50 paying members on my Patreon by March',
    'number',
    ['fitness', 'learning', 'health', 'home', 'reading'],
    {
      why: 'I draw a weekly comic and 50 members would make it feel real',
      vision: 'The number ticking over to 50',
      resources: '23 members and a loyal little audience',
      obstacles: 'I never know what rewards to offer',
      workingStyle: 'Drawing Tuesday and Thursday nights',
      change: 'Feeling like a real artist',
      heldOut: true,
    },
  ),
  // trap: "books" and "library" point at reading
  goal(
    'Collect 1,000 books for the school library drive',
    'number',
    ['fitness', 'learning', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'Our school library is half empty and the shelves are ancient',
      vision: 'Boxes and boxes stacked in the hall',
      resources: 'Drop-off points at two shops and the parents newsletter',
      obstacles: 'Storing them and sorting out the tatty ones',
      workingStyle: 'Collections on Friday afternoons',
      change: 'Kids having books worth borrowing',
    },
  ),

  // ---- trip ----
  // trap: points at travel planning rather than the walk itself
  goal(
    'Walk the Camino de Santiago next September',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: 'I turn 60 next year and I have wanted to do it since I read about it',
      vision: 'Walking into Santiago with my pack on',
      resources: 'Good boots and a friend who did the Camino Francés',
      obstacles: 'My knees on downhills, and I have never walked more than 15 km',
      workingStyle: 'Long walks on Saturdays, short ones in the week',
      change: 'Time to think, and proof my body still can',
    },
  ),
  goal(
    'Climb Mount Kilimanjaro',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: "It's been on my bucket list since uni",
      vision: 'Sunrise at Uhuru Peak',
      resources: 'A gym membership and a group trip I can join',
      obstacles: "I don't know how I'll cope with altitude",
      workingStyle: 'Gym before work on Mondays, Wednesdays and Fridays and hills on Sundays',
      change: 'Feeling strong and brave',
    },
  ),
  goal(
    'Hike the whole Appalachian Trail',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: "I've been dreaming about a thru-hike since I was a teenager",
      vision: 'Standing on Katahdin at the end',
      resources: 'Some lightweight gear and six months off between jobs',
      obstacles: 'My ankles, and being alone for that long',
      workingStyle: 'Big weekend hikes with a loaded pack',
      change: 'Knowing I can live with very little',
      heldOut: true,
    },
  ),
  // trap: "my 12 year old" points at parenting (home)
  goal(
    'climb ben nevis with my 12 year old',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: "he's into mountains now and wants to do the highest one",
      vision: 'the two of us at the summit cairn',
      resources: 'the hills near us and his scout leader has done it loads',
      obstacles: 'he moans when it rains and my fitness is not great',
      workingStyle: 'one hill walk every other sunday',
      change: 'a memory we both keep',
    },
  ),
  goal(
    'Do the West Highland Way in 7 days in May',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: 'A big walk with my best friend before she moves abroad',
      vision: 'Arriving in Fort William with blisters and no regrets',
      resources: 'Baggage transfer is booked and we both have boots',
      obstacles: 'Midges, and I have a dodgy hip',
      workingStyle: 'A long walk every Saturday and a short one on Wednesdays',
      change: 'Feeling at home in the hills',
    },
  ),
  goal(
    "Cycle from Land's End to John o'Groats",
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: "My dad did it in the 80s and I've got his photos",
      vision: "The sign at John o'Groats with my bike under it",
      resources: 'A touring bike and two weeks off in August',
      obstacles: 'Saddle sores and hills, I live somewhere flat',
      workingStyle: 'Commuting by bike and a long ride every Sunday',
      change: 'Doing what he did',
      heldOut: true,
    },
  ),
  goal(
    'Trek to Everest Base Camp for my 40th',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: 'I want to mark 40 with something massive',
      vision: 'Prayer flags and the Khumbu icefall in front of me',
      resources: 'A trekking company and a stair machine at the gym',
      obstacles: 'My asthma and being a bit overweight',
      workingStyle: 'Gym three evenings a week and hill walks at weekends',
      change: 'Starting my forties feeling fit',
    },
  ),
  goal(
    'Kayak the length of the river Wye over a long weekend',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: 'A friend and I said we would do it for years',
      vision: 'Pulling up at Chepstow, knackered',
      resources: 'We can hire kayaks and there are campsites along the river',
      obstacles: 'My shoulders, and neither of us can read rivers very well',
      workingStyle: 'Paddling at the lake on Sunday mornings',
      change: 'A proper adventure close to home',
      heldOut: true,
    },
  ),
  // trap: "work colleagues" points at work
  goal(
    'Do the Three Peaks Challenge in 24 hours with my work colleagues',
    'trip',
    ['learning', 'creative', 'money', 'work', 'health', 'reading'],
    {
      why: 'Our team signed up for charity and I am the least fit one',
      vision: 'All of us on top of Snowdon before the 24 hours run out',
      resources: 'A minibus and a driver, and the team does hill walks together',
      obstacles: 'No sleep and my knees',
      workingStyle: 'Walking at lunchtimes and hills at weekends',
      change: 'Not being the one holding everyone up',
    },
  ),

  // ---- licence ----
  // trap: a licence that is not the driving test
  goal(
    'Get my private pilot licence',
    'licence',
    ['fitness', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "I've wanted to fly since I was a kid watching planes at the airfield",
      vision: 'My first solo cross-country flight',
      resources: 'A flying school 20 minutes away and the ground school books',
      obstacles: 'The weather cancels lessons and the theory exams worry me',
      workingStyle: 'Lessons on Saturday mornings, theory on weeknights',
      change: 'Doing the thing I always said I would',
    },
  ),
  // trap: "holiday" points at travel planning, "scuba" at swimming
  goal(
    'Get my PADI open water scuba certification before our holiday in Thailand',
    'licence',
    ['creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'I want to dive the reefs, not just snorkel',
      vision: 'My first dive in warm clear water',
      resources: 'A dive centre with a pool near work',
      obstacles: 'I panic a bit when my face is under water',
      workingStyle: 'Pool sessions on Wednesday nights',
      change: 'Getting over my fear of the water',
    },
  ),
  // trap: "food" points at cooking or eating better
  goal(
    'Pass my level 2 food hygiene certificate so I can start at the café',
    'licence',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'The café job starts next month and they need it',
      vision: 'The certificate in my hand before my first shift',
      resources: 'An online course the café is paying for',
      obstacles: 'I have not done a test since school',
      workingStyle: 'An hour a day in the mornings',
      change: 'Getting back into work',
    },
  ),
  // trap: "first aid" points at health
  goal(
    'Get a first aid certificate',
    'licence',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "Someone collapsed at my son's football and nobody knew what to do",
      vision: 'Knowing I could help if it happened again',
      resources: 'A St John Ambulance course on two Saturdays',
      obstacles: 'Getting childcare for the Saturdays',
      workingStyle: 'Two full Saturdays plus practice in the evenings',
      change: 'Feeling useful in an emergency',
      heldOut: true,
    },
  ),
  // trap: "real estate" points at money / investing and moving house
  goal(
    'get my real estate license by the fall',
    'licence',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "i'm done with retail and i'm good with people",
      vision: 'passing the state exam first time',
      resources: 'a pre-licensing course online and a broker who said she would sponsor me',
      obstacles: 'i work retail hours including weekends',
      workingStyle: 'early mornings before my shift',
      change: 'a career where i can grow',
    },
  ),
  // trap: "my grandad" points at relationships (home)
  goal(
    'Get my ham radio licence so I can talk to my grandad on air',
    'licence',
    ['fitness', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: "He's been a radio amateur for 50 years and it would make his year",
      vision: 'Our first contact, me at home and him in his shack',
      resources: 'His old handheld radio and the foundation course book',
      obstacles: 'The electronics bits go over my head',
      workingStyle: 'Sunday afternoons at his house',
      change: 'Sharing his hobby while I can',
      heldOut: true,
    },
  ),
  goal(
    'Get my RYA Day Skipper qualification',
    'licence',
    ['fitness', 'creative', 'money', 'work', 'health', 'home', 'reading'],
    {
      why: 'I want to be able to charter a yacht with friends',
      vision: 'Skippering a boat round the Solent',
      resources: 'A sailing club with an evening theory course',
      obstacles: 'Tides and navigation maths',
      workingStyle: 'Theory on Monday nights, sailing on weekends',
      change: 'Being the one in charge on the water',
      heldOut: true,
    },
  ),
  // trap: "personal trainer" points at fitness
  goal(
    'Get my level 3 personal trainer certificate by summer',
    'licence',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'I want to leave my office job and coach people',
      vision: 'Qualified and taking my first paying client',
      resources: 'A blended course with weekend practical days',
      obstacles: 'Anatomy and physiology, and working full time',
      workingStyle: 'Study on weekday evenings, practicals at weekends',
      change: 'A job I actually care about',
    },
  ),

  // ---- life-change ----
  // not a trap: reading it as moving house is acceptable, so 'home' is left out
  goal(
    'Move to Portugal with my family',
    'life-change',
    ['fitness', 'creative', 'health', 'reading'],
    {
      why: 'We want more sunshine and a slower life for the kids',
      vision: 'School run in Portuguese sunshine by next autumn',
      resources: 'I can work remotely and we have friends in Lisbon',
      obstacles: 'Visas, schools and my partner is nervous about it',
      workingStyle: 'Sunday evenings together going through the list',
      change: 'A calmer family life',
    },
  ),
  // trap: "nurse" points at health
  goal(
    'I want to retrain as a nurse',
    'life-change',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'I work in insurance and it means nothing to me',
      vision: 'An offer for a nursing degree place',
      resources: 'An access course at the local college',
      obstacles: 'I am 41, and starting again from the bottom is scary',
      workingStyle: 'College two evenings a week',
      change: 'Work that matters',
    },
  ),
  goal('Adopt a child', 'life-change', ['fitness', 'creative', 'work', 'health', 'reading'], {
    why: "We've tried for a family for years and we're ready for this",
    vision: 'Getting through the assessment and being approved',
    resources: 'Our local council adoption team and a couple who adopted last year',
    obstacles: 'The waiting, and how personal the assessment is',
    workingStyle: 'Evenings and the training days they set',
    change: 'Becoming parents',
    heldOut: true,
  }),
  goal(
    'get married to Sam next summer',
    'life-change',
    ['fitness', 'learning', 'creative', 'work', 'health', 'reading'],
    {
      why: "we've been together 9 years, it's time",
      vision: 'married, by the sea, with our dog as ring bearer',
      resources: 'both families are keen to help',
      obstacles: 'we both hate organising things',
      workingStyle: 'saturday mornings over breakfast',
      change: 'making it official',
    },
  ),
  goal(
    'Go back to university at 38 to do a psychology degree',
    'life-change',
    ['fitness', 'creative', 'health', 'home', 'reading'],
    {
      why: 'I left school at 16 and always regretted it',
      vision: 'Starting the degree next September',
      resources: 'An open day booked and a friend who did a mature degree',
      obstacles: 'Juggling it with two kids and a part-time job',
      workingStyle: 'Mornings once the kids are at school',
      change: 'Finally doing what I was meant to do',
    },
  ),
  goal(
    'Emigrate to Canada by the end of next year',
    'life-change',
    ['fitness', 'creative', 'health', 'reading'],
    {
      why: 'My brother lives in Calgary and I have always loved it there',
      vision: 'Express Entry profile submitted with a good score',
      resources: 'A degree, eight years of experience and my brother to stay with',
      obstacles: 'The paperwork, and leaving my mum',
      workingStyle: 'Two evenings a week on the application',
      change: 'A fresh start',
    },
  ),
  // trap: "accounting" points at money, "school" at school subjects
  goal(
    'Leave accounting and become a primary school teacher',
    'life-change',
    ['fitness', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'I coach the under 9s and it is the best part of my week',
      vision: 'A place on a teacher training course',
      resources: 'A degree already and a head teacher friend who will let me volunteer',
      obstacles: 'Starting again at 35 and the time it takes',
      workingStyle: 'Volunteering one morning a week and applications at weekends',
      change: 'Loving my job',
    },
  ),
  goal(
    'Move back to Ireland to be near my parents',
    'life-change',
    ['fitness', 'learning', 'creative', 'health', 'reading'],
    {
      why: "They're getting older and I'm a ferry ride away",
      vision: 'Living 20 minutes from them by next spring',
      resources: 'My company has an office in Dublin',
      obstacles: 'My partner is English and has never lived there',
      workingStyle: 'Weekends, and a visit every few months',
      change: 'Being there for them',
      heldOut: true,
    },
  ),
  goal('Become a foster carer', 'life-change', ['fitness', 'creative', 'health', 'reading'], {
    why: 'We have a spare room and a lot of love to give',
    vision: 'Approved and ready for our first placement',
    resources: 'An agency that runs information evenings',
    obstacles: 'Worrying about saying goodbye',
    workingStyle: 'Evenings for the training and home visits when they can',
    change: 'Making a difference to a kid',
    heldOut: true,
  }),

  // ---- campaign ----
  // trap: "run" points at running (fitness)
  goal(
    'Run for the city council seat in my district',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'Our councillor has done nothing about the buses in ten years',
      vision: 'My name on the ballot and a real chance of winning',
      resources: 'The local party branch and a few friends willing to knock on doors',
      obstacles: 'I get nervous talking to strangers',
      workingStyle: 'Door knocking on Saturday mornings and Wednesday evenings',
      change: 'Actually changing things where I live',
    },
  ),
  // trap: "school" points at school subjects or parenting
  goal(
    'Stand for election as school governor',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'The parent governor seat is open and I have ideas',
      vision: 'Elected at the autumn vote',
      resources: 'A short statement and a lot of parents I know from the gate',
      obstacles: "I don't know how elections like this work",
      workingStyle: 'School gate chats at drop-off',
      change: 'A say in how the school is run',
    },
  ),
  // trap: "write" points at book writing (creative)
  goal(
    'Write a petition to get a crossing outside the school',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'A kid was nearly hit last month',
      vision: 'A zebra crossing painted by the gates',
      resources: 'The council petition site and a very angry parents WhatsApp group',
      obstacles: 'The council is slow and passes it between departments',
      workingStyle: 'Evenings after tea',
      change: 'Kids getting to school safely',
    },
  ),
  // trap: "save" points at money saving, "library" at reading
  goal(
    'Save the village library from closing',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "It's the only warm public place left for older people here",
      vision: 'The council reversing the decision',
      resources: 'The Friends of the Library group and a local reporter',
      obstacles: 'Council meetings are in the day when I work',
      workingStyle: 'Campaign stall on Saturdays, emails in the evening',
      change: 'Keeping the heart of the village',
    },
  ),
  goal(
    'Get elected as our union rep',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "Management walk all over us and nobody's standing up",
      vision: 'Winning the vote at the branch meeting',
      resources: 'The current rep is retiring and backs me',
      obstacles: 'Some people think I am too young',
      workingStyle: 'Chats on breaks and a leaflet in the canteen',
      change: 'A workplace where people feel heard',
    },
  ),
  goal(
    'stand for the school board in november',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'the board keeps cutting arts programs',
      vision: 'winning a seat in november',
      resources: 'a group of parents who will help and a small website',
      obstacles: 'public speaking terrifies me',
      workingStyle: 'tuesday and thursday evenings',
      change: 'a voice for the kids who love art',
      heldOut: true,
    },
  ),
  // trap: "500 signatures" looks like a number, "park" points at gardening
  goal(
    'Get 500 signatures to stop them building on Millfield park',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: "It's the only green space the estate has",
      vision: 'The planning application refused',
      resources: 'A paper petition and a stall by the park gates',
      obstacles: 'Planning deadlines and people thinking it is already decided',
      workingStyle: 'Weekend mornings at the park',
      change: 'Kids still playing football there in ten years',
      heldOut: true,
    },
  ),
  goal(
    'Campaign to get the speed limit on our street cut to 20mph',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'Cars fly down here and there are loads of kids',
      vision: '20 signs at both ends of the street',
      resources: 'A speed gun the police lend out and supportive neighbours',
      obstacles: 'The council says it is not a priority',
      workingStyle: 'An hour on Sunday afternoons',
      change: 'A street where kids can play out',
      heldOut: true,
    },
  ),
  // trap: "swimming pool" points at swimming (fitness)
  goal(
    'Run a campaign to keep the swimming pool open',
    'campaign',
    ['fitness', 'learning', 'creative', 'money', 'health', 'home', 'reading'],
    {
      why: 'The leisure trust wants to shut it and the next pool is 12 miles away',
      vision: 'The pool still open next summer',
      resources: 'The swimming club, the schools that use it and a petition site',
      obstacles: 'I have never done anything like this',
      workingStyle: 'Evenings and Saturday stalls outside the pool',
      change: 'Kids in our town still learning to swim',
    },
  ),

  // ---- none ----
  goal('Be a better listener', 'none', ['fitness', 'creative', 'money', 'reading'], {
    why: 'My partner says I just wait for my turn to talk',
    vision: 'Conversations where the other person feels heard',
    resources: 'My partner is willing to tell me how I do',
    obstacles: 'I jump in without thinking',
    workingStyle: 'In every conversation, and a check-in on Sundays',
    change: 'Closer relationships',
  }),
  goal(
    'Feel more at peace with my past',
    'none',
    ['fitness', 'learning', 'creative', 'money', 'work', 'reading'],
    {
      why: 'Some things from my twenties still keep me up at night',
      vision: 'Thinking about that time without my stomach dropping',
      resources: 'A counsellor I see every fortnight',
      obstacles: 'Old memories come back when I am tired',
      workingStyle: 'Quiet evenings',
      change: 'Lighter',
    },
  ),
  // trap: "stop" reads like a habit to quit, but there is no habit here
  goal(
    'stop comparing myself to everyone else',
    'none',
    ['fitness', 'learning', 'creative', 'money', 'work', 'reading'],
    {
      why: 'everyone my age seems further ahead and it makes me miserable',
      vision: 'being happy for friends without the sting',
      resources: 'a couple of good friends i can be honest with',
      obstacles: 'scrolling late at night',
      workingStyle: 'whenever it comes up',
      change: 'liking my own life',
      heldOut: true,
    },
  ),
  goal(
    'Be kinder to myself',
    'none',
    ['fitness', 'learning', 'creative', 'money', 'work', 'reading'],
    {
      why: 'I would never talk to a friend the way I talk to myself',
      vision: 'Making a mistake and shrugging it off',
      resources: 'A book my sister recommended and a supportive partner',
      obstacles: 'Years of habit',
      workingStyle: 'A few minutes every evening',
      change: 'Less anxiety',
    },
  ),
  goal(
    'Figure out what I actually want from life',
    'none',
    ['fitness', 'creative', 'money', 'reading'],
    {
      why: "I'm 34 and I've just drifted into everything",
      vision: 'A clear idea of what matters to me',
      resources: 'Time on long walks and a friend who is a good sounding board',
      obstacles: 'I overthink and never decide',
      workingStyle: 'Sunday afternoons',
      change: 'Choosing my life instead of drifting',
      heldOut: true,
    },
  ),
  goal(
    'be more spontaneous',
    'none',
    ['fitness', 'learning', 'creative', 'money', 'work', 'reading'],
    {
      why: 'my friends have stopped asking me out because i always say no',
      vision: 'saying yes without checking my calendar first',
      resources: 'friends who still text me',
      obstacles: 'i like my routines too much',
      workingStyle: 'whenever something comes up',
      change: 'more fun',
    },
  ),
  goal(
    'Become the kind of person who keeps their word',
    'none',
    ['fitness', 'learning', 'creative', 'money', 'reading'],
    {
      why: 'I say yes to everything and let people down',
      vision: 'People trusting that when I say I will, I will',
      resources: 'A notebook for what I have promised',
      obstacles: 'I hate saying no',
      workingStyle: 'A quick look at my promises every morning',
      change: 'Self-respect',
      heldOut: true,
    },
  ),
];

export const IMPOSSIBLE_TARGETS = [
  target(
    'Pay off $12,000 of debt',
    { kind: 'debt', total: 12000, perMonth: 900 },
    'About $2,700 paid off in 90 days, leaving about $9,300; clearing it takes around 14 months at $900 a month.',
    {
      why: 'I want to stop paying interest every month',
      resources: 'I can put $900 a month towards it',
      obstacles: 'Unexpected bills like the car',
      workingStyle: 'A money check every payday',
    },
  ),
  target(
    'clear my $8,000 credit card',
    { kind: 'debt', total: 8000, perMonth: 400, apr: 19.9 },
    'About $1,200 paid in 90 days, of which roughly $385 goes on interest, so the balance falls to about $7,185; at $400 a month it is clear in about 25 months.',
    {
      why: 'the interest is eating me alive',
      resources: "i can pay $400 a month and it's at 19.9% APR",
      obstacles: 'i still use the card for food when money runs out',
      workingStyle: 'checking the balance every friday',
    },
  ),
  target(
    'Lose 30 kg',
    { kind: 'weight', total: 30, unit: 'kg' },
    'At a safe 0.5 to 1 kg a week, about 6 to 13 kg in 90 days; 30 kg is closer to a 7 to 14 month goal.',
    {
      why: 'My doctor says my blood pressure is too high',
      resources: 'A local gym and a partner who will cook with me',
      obstacles: 'Night shifts and vending machines',
      workingStyle: 'Walks on my days off',
    },
  ),
  target(
    'lose 60 pounds by summer',
    { kind: 'weight', total: 60, unit: 'lb' },
    'At a safe 1 to 2 lb a week, about 13 to 26 lb in 90 days; 60 lb takes roughly 7 to 14 months.',
    {
      why: 'i want to feel good on the beach for once',
      resources: 'a step counter and an exercise bike',
      obstacles: 'takeaways at the weekend',
      workingStyle: 'mornings before work',
    },
  ),
  target(
    'Read 2 books a week',
    { kind: 'rate', perWeek: 2, unit: 'book' },
    'Reachable as a rate: keeping up 2 books a week is about 26 books over 90 days. It is a weekly rhythm, not a total of 2.',
    {
      resources: 'A library card and a Kindle',
      obstacles: 'Falling asleep after ten pages',
      workingStyle: 'On the train and before bed',
    },
  ),
  target(
    'Go to the gym 3 times a week',
    { kind: 'rate', perWeek: 3, unit: 'session' },
    'Reachable as a rate: 3 sessions a week is about 39 sessions over 90 days. The plan should build a steady weekly habit.',
    {
      resources: 'A gym membership I barely use',
      obstacles: 'No time after work',
      workingStyle: 'Mondays, Wednesdays and Fridays before work',
    },
  ),
  target(
    'Save $50 every week',
    { kind: 'rate', perWeek: 50, unit: 'dollar' },
    'Reachable as a rate: $50 a week is about $650 over 90 days. The target is the weekly amount, not a $50 total.',
    {
      why: 'I have no savings at all and it scares me',
      resources: 'A savings account I can set a standing order into',
      obstacles: 'Money is tight at the end of the month',
      workingStyle: 'Automatic transfer every Friday',
    },
  ),
  target(
    'write 500 words a day',
    { kind: 'rate', perWeek: 3500, unit: 'word' },
    'Reachable as a rate: 500 words a day is about 3,500 a week and roughly 45,000 words over 90 days.',
    {
      resources: 'a laptop and a half-finished novel',
      obstacles: 'the blank page and being tired after work',
      workingStyle: 'first thing before the kids wake up',
    },
  ),
  target(
    'Run my first half marathon in October next year',
    { kind: 'date', event: 'half marathon', month: 'October' },
    'The race is well beyond 90 days away; 90 days can build a base of running 5K comfortably, 3 times a week.',
    {
      resources: 'Trainers and a park nearby',
      obstacles: 'I have never run further than the bus stop',
      workingStyle: 'Tuesday and Thursday evenings and Sunday mornings',
    },
  ),
  target(
    'Climb Kilimanjaro in August next year',
    { kind: 'date', event: 'Kilimanjaro', month: 'August' },
    'The climb is well beyond 90 days away; 90 days can book the trip, sort the kit and build up to a full day of hill walking.',
    {
      resources: 'A hiking group that does Sunday walks',
      obstacles: 'My knees and fear of altitude',
      workingStyle: 'Gym in the week and hills on Sundays',
    },
  ),
  target(
    'Finish my first Ironman in September next year',
    { kind: 'date', event: 'Ironman', month: 'September' },
    'The race is well beyond 90 days away; 90 days can build a base in swimming, cycling and running and maybe a sprint triathlon.',
    {
      resources: 'A road bike and a pool near work',
      obstacles: 'I can only swim breaststroke',
      workingStyle: 'An hour a day and a long session at weekends',
    },
  ),
  target(
    'Save $50,000 for a house deposit',
    { kind: 'save', total: 50000, perMonth: 500 },
    'About $1,500 saved in 90 days; at $500 a month $50,000 takes around 100 months, so the plan should set up the saving and look at raising the amount.',
    {
      why: "We're sick of renting",
      resources: 'We can save $500 a month',
      obstacles: 'Rent keeps going up',
      workingStyle: 'A transfer on payday',
    },
  ),
  target(
    'Save £20,000 for our wedding',
    { kind: 'save', total: 20000, perMonth: 800 },
    'About £2,400 saved in 90 days; at £800 a month £20,000 takes about 25 months.',
    {
      why: 'We want the wedding paid for without a loan',
      resources: 'Between us we can put away £800 a month',
      obstacles: "Friends' hen and stag dos this year",
      workingStyle: 'A joint savings pot we top up on payday',
    },
  ),
  target(
    'Get 100k newsletter subscribers',
    { kind: 'count', total: 100000, unit: 'subscriber' },
    'From zero, a few hundred to about 1,000 subscribers in 90 days with a steady weekly issue; 100k is a multi-year goal.',
    {
      resources: 'A free Substack, starting from zero',
      obstacles: "I don't know anyone in the industry",
      workingStyle: 'Writing on Sunday mornings',
    },
  ),
  target(
    'hit 50,000 followers on my art instagram',
    { kind: 'count', total: 50000, unit: 'follower' },
    'From about 300 followers, perhaps 1,000 to 2,000 in 90 days with regular posting; 50,000 is years of work for most accounts.',
    {
      resources: 'about 300 followers and a drawing tablet',
      obstacles: 'posting consistently',
      workingStyle: 'drawing in the evenings',
    },
  ),
];

/**
 * Goals that date their key event inside a plan starting on 7 December 2026 (to 6 March 2027),
 * with the days it must fall on: the key task of the kind's key week has to be inside them.
 */
const dated = (text, from, to, rest = {}) => ({ ...target(text, {}, '', rest), from, to });

export const DATED_GOALS = [
  dated('Organise a street party for our road in January', '2027-01-01', '2027-01-31'),
  dated('Host a carol evening for the neighbours on 19 December', '2026-12-19', '2026-12-19'),
  dated('Pass my driving test by the end of February', '2026-12-07', '2027-02-28'),
  dated('Run a half marathon on 14 February', '2027-02-14', '2027-02-14'),
  dated(
    "Give the best man's speech at my brother's wedding on 23 January",
    '2027-01-23',
    '2027-01-23',
  ),
  dated('Sit the AWS Solutions Architect exam in January', '2027-01-01', '2027-01-31'),
  dated('Move into our new flat by the end of January', '2026-12-07', '2027-01-31'),
  dated('Run for the parish council in February', '2027-02-01', '2027-02-28'),
  dated('Walk the 100 km of the Cotswold Way in February', '2027-02-01', '2027-02-28'),
  dated('Get my PADI open water certification in January', '2027-01-01', '2027-01-31'),
  dated(
    'Throw a surprise 40th birthday party for my wife before Christmas',
    '2026-12-07',
    '2026-12-24',
  ),
  dated('Ride a 100-mile sportive in February', '2027-02-01', '2027-02-28'),
];
