import type { GoalKind } from '../goal-kind.js';

/**
 * Training a pet the way a positive-reinforcement trainer builds it: a marker word or clicker and
 * small treats, several 5-minute sessions a day, each cue lured, then the lure faded and the cue
 * word added; sit, down and settling on a mat first, then loose-lead walking from the hallway to
 * busier streets, then a recall built at home and on a long line with "leave it" and "wait", and
 * finally proofing every cue in new places with fewer treats, scored against the first week's
 * training log. Written for dogs; cats learn the same way with a harness and a target.
 */
export const petTraining: GoalKind = {
  id: 'pet-training',
  label: 'Training a pet',
  field: 'home',
  signals: [
    'dog',
    'puppy',
    'pup',
    'leash',
    'on the lead',
    'on a lead',
    'lead walk',
    'cat',
    'kitten',
    'pet',
    'my pet',
    'train my dog',
    'train my puppy',
    'train my cat',
    'dog training',
    'puppy training',
    'house train',
    'housetrain',
    'housebreak',
    'crate train',
    'recall training',
    'obedience',
    'rescue dog',
    'pull on the leash',
    'pull on the lead',
  ],
  notWhen: [
    'train for',
    'hot dog',
    'business',
    'dog sit',
    'pet project',
    'pet peeve',
    'cat scan',
    'total recall',
    'draw',
    'paint',
    'sketch',
    'photo',
  ],
  lexicon: [
    'dog',
    'pet',
    'puppy',
    'cat',
    'treat',
    'reward',
    'marker',
    'clicker',
    'cue',
    'sit',
    'down',
    'stay',
    'recall',
    'lead',
    'walk',
    'harness',
    'crate',
    'toilet',
    'training',
    'session',
    'distraction',
    'mat',
    'toy',
    'chew',
    'lure',
    'sniff',
    'leave it',
  ],
  milestones: [
    {
      title: 'Markers, treats and first cues',
      description:
        'A marker that means a treat is coming, short sessions every day, and sit, down and settling on a mat.',
      weeks: [
        {
          focus: 'The marker and the name game',
          description: 'Teach that the marker means a treat, and that the name means look at you.',
          tasks: [
            'Choose a marker (a clicker or the word "yes") and charge it: mark, then treat, 20 times in a quiet room',
            'Cut up a bag of pea-sized soft treats and keep a treat pouch ready for every session',
            "Play the name game for 5 minutes: say your pet's name once, then mark and treat when they look at you",
            'Write down the behaviours you want (loose lead, recall, settling) and the ones to stop (pulling, jumping)',
            'Do three 5-minute training sessions today, each ending on a success',
            "Set up your pet's space: a bed or crate, water, chew toys and a quiet place to rest",
          ],
        },
        {
          focus: 'Sit and down',
          description: 'Lure each position, fade the lure, then add the cue word.',
          tasks: [
            'Lure a sit: move a treat from the nose up and back, and mark the moment the bottom touches the floor',
            'Lure a down from a sit with the treat lowered between the front paws, 10 times',
            'Fade the lure: make the same hand movement with an empty hand and treat from the other hand',
            'Add the cue word just before the hand signal once your pet does it reliably',
            'Practise sit before meals, doors and putting the lead on, in 3 short training sessions a day',
            'Record in a training log how many of 10 sits and downs work on the first cue',
          ],
        },
        {
          focus: 'Settle on a mat',
          description: 'A place to lie down and relax, rewarded for longer and longer.',
          tasks: [
            'Teach "go to mat": reward any paw on the mat, then all four, then lying down on it',
            'Build time on the mat: treat every few seconds while your pet stays lying down, up to 1 minute',
            'Practise sit and down in two new rooms',
            'Give a chew or a lick mat on the mat while you eat dinner',
            'Do three 5-minute training sessions a day',
            'Update your training log: sit, down and mat, each out of 10',
          ],
        },
      ],
    },
    {
      title: 'Loose-lead walking',
      description:
        'Walking on a slack lead, first in the hallway, then on quiet streets, then past distractions.',
      weeks: [
        {
          focus: 'Lead manners at home',
          description: 'Reward the spot by your leg, and stop whenever the lead goes tight.',
          tasks: [
            'Fit a comfortable harness or flat collar and a lead of about 2 metres',
            'Walk with the lead on indoors, and mark and treat every time your dog is by your side',
            'Be a tree: stop the moment the lead goes tight, and walk on when it slackens',
            'Reward the position by your leg every 2 or 3 steps at first',
            'Do a short loose-lead session in the garden or hallway twice a day',
            'Note in your training log how many steps your dog walks on a loose lead before pulling',
          ],
        },
        {
          focus: 'Quiet streets',
          description: 'Take the loose lead outside where there is little to distract.',
          tasks: [
            'Walk on a quiet street for 10 minutes, rewarding a loose lead every few steps',
            'Turn and walk the other way when your dog pulls on the lead, and reward when they catch up',
            'Use sniffing as a reward: say "go sniff" after 20 loose-lead steps',
            "Tire your dog's mind before walks with 5 minutes of training or a sniffing game",
            'Practise a sit at every kerb before crossing',
            'Log your longest stretch of loose-lead walking this week',
          ],
        },
        {
          focus: 'Busier places',
          description: 'More distraction, more distance and more treats.',
          tasks: [
            'Walk in a slightly busier place and give treats more often than on quiet streets',
            'Practise "watch me": mark and treat eye contact while a distraction passes at a distance',
            "Move further from a distraction when your dog can't take treats, then try again",
            'Space the rewards out to every 10 steps on familiar streets',
            'Do a 20-minute loose-lead walk with at least three sniff breaks',
            'Rate each walk in your training log from 1 to 10 for pulling on the lead',
          ],
        },
      ],
    },
    {
      title: 'A recall you can trust',
      description:
        'Coming when called, built at home and on a long line outdoors, with "leave it" and "wait" alongside.',
      weeks: [
        {
          focus: 'Recall at home',
          description: 'A fresh recall word that always means something wonderful.',
          tasks: [
            'Choose a new recall word or whistle and pair it with the best treats 20 times',
            'Call your dog from across a room and reward with three treats in a row when they arrive',
            'Play recall ping-pong with {person|someone at home}: take turns calling your dog between you',
            'Never call your dog to something unpleasant, like a bath or the end of a walk',
            'Practise "stay": one step away, back to reward, building up to 5 steps',
            'Log recall success out of 10 in your training log',
          ],
        },
        {
          focus: 'Recall outdoors',
          description: 'A long line in open space, and a recall that is a game.',
          tasks: [
            'Practise recall in the garden or an empty park on a 10-metre long line',
            'Call once, then run backwards so coming to you becomes a game for your dog',
            'Reward the fastest recalls with a game of tug or a special treat',
            'Practise stay with one distraction, like a toy dropped nearby',
            'Call your dog away from a mild distraction on the long line, and reward well',
            'Note in your training log your recall success with and without distractions',
          ],
        },
        {
          focus: 'Leave it and wait',
          description: 'Self-control around food and doors, and recall in a new park.',
          tasks: [
            'Teach "leave it": a treat in a closed fist, then mark and treat from the other hand when your dog backs off',
            'Practise "leave it" with a treat on the floor under your foot, then uncovered',
            'Teach "wait" as a cue at doors and the car, until you give a release word',
            'Practise recall on the long line in a new park',
            'Do three short training sessions a day mixing sit, down, stay and leave it',
            'Update your training log for every cue: sit, down, mat, loose lead, recall and leave it',
          ],
        },
      ],
    },
    {
      title: 'Proof it anywhere',
      description:
        'Every cue in new places, treats faded to a few, and a final test scored against the first week.',
      weeks: [
        {
          focus: 'New places',
          description: 'Each new place makes a cue harder; make the steps easier to match.',
          tasks: [
            "Practise every cue in three new places, like a café, a car park and a friend's house",
            'Go back to easier steps and more treats in each new place',
            'Walk on a loose lead past another dog at a distance where yours stays calm',
            'Practise recall on the long line with another calm dog in the distance',
            'Swap some treats for life rewards: sniffing, play, or going through a door',
            'Log which cues hold up away from home',
          ],
        },
        {
          focus: 'Fewer treats',
          description: 'Rewards become occasional, and skills last longer.',
          tasks: [
            'Reward every second or third correct response with a treat, and praise the rest',
            'Practise a 2-minute down-stay while you sit on a park bench',
            'Try recall off the long line in a safe, fenced area',
            'Do a 30-minute loose-lead walk through a busy area',
            'Teach one fun trick, like a paw or a spin, to keep training sessions fresh',
            'Ask {person|everyone at home} to use the same cue words and rules',
          ],
        },
        {
          focus: 'The training test',
          description: 'Every skill tested at home and in a park, against your first week.',
          tasks: [
            'Set up a test course: sit, down, a 1-minute stay, leave it, 100 metres of loose lead and a recall',
            'Run your test at home, then in a park, and score each cue out of 10 in your training log',
            "Compare the scores with your first week's training log",
            'Sign up for a group training class or a good-citizen dog test to keep going',
            'Keep two 5-minute training sessions a day in your routine',
            'Pick the next skill to train: walking off the lead, a new trick or calm around visitors',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do a 5-minute training session of sit, down and stay, ending on a success',
    'Play the name game for 2 minutes, marking and treating each look',
    'Practise recall 5 times on a long line with your best treats',
    "Log today's training sessions and success rates",
  ],
  countermeasures: [
    {
      when: ['pull', 'lunge', 'strong', 'drag'],
      tasks: [
        'Walk your dog in a front-clip harness and stop as soon as the lead goes tight',
        "Tire your dog's brain with 10 minutes of sniffing games before a walk",
      ],
    },
    {
      when: ['bark', 'reactiv', 'aggress', 'growl', 'other dog', 'fear'],
      tasks: [
        'Find the distance where your dog notices other dogs but stays calm, and treat each calm look',
        'Book a qualified positive-reinforcement behaviourist for barking, growling or lunging at other dogs',
      ],
    },
    {
      when: [
        'accident',
        'pee',
        'poo',
        'toilet',
        'potty',
        'house train',
        'housetrain',
        'housebreak',
        'litter',
      ],
      tasks: [
        'Take your puppy out after waking, eating and playing and every 1 to 2 hours, and reward toileting outside',
        'Clean accidents with an enzyme cleaner and never punish; use a crate or a pen when you cannot watch',
      ],
    },
    {
      when: ['scratch', 'bite', 'nip', 'chew', 'furniture', 'sofa'],
      tasks: [
        'Redirect biting or chewing to a toy, and pause play for 30 seconds if teeth touch skin',
        'Put a tall scratching post next to the furniture your cat scratches, and reward each use with a treat',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep sessions short and frequent, and make a cue harder only once your pet gets it right 8 times out of 10.',
    slipping:
      'Drop back to an easier step your pet already knows, pay with better treats and end every session on a success.',
  },
  alternative: {
    title: 'Train through daily life',
    description:
      'No formal sessions: rewards woven into meals, doors, walks and play, with a positive-reinforcement trainer to check the way.',
    weeks: [
      {
        focus: 'Reward the good moments',
        description: 'A treat pouch on all day, and every good choice paid.',
        tasks: [
          'Carry treats all day and mark and reward every calm, good choice your pet makes',
          'Ask for a sit before every meal, door, lead-on and toy throw',
          'Reward your pet for choosing to lie on their mat',
          'Ignore pulling and jumping, and reward four paws on the floor',
          'Hand-feed part of each meal as rewards for eye contact',
          'Note in your training log the behaviours you rewarded most',
        ],
      },
      {
        focus: 'Life rewards',
        description: 'Doors, walks, sniffing and play become the payment.',
        tasks: [
          'Use doors, walks and play as rewards for a loose lead or a sit',
          'Call your dog for every meal with your recall word',
          'Reward calm behaviour when visitors come in',
          'Stop on walks when the lead is tight, and walk on when it slackens',
          'Let sniffing be the reward for loose-lead steps',
          'Update your training log with what improved this week',
        ],
      },
      {
        focus: 'A trainer checks the way',
        description: 'One session with a trainer, and their homework done daily.',
        tasks: [
          'Book one session with a positive-reinforcement trainer or a group training class',
          "Practise the trainer's homework in 5-minute training sessions, three times a day",
          'Reward recall with a game of tug or chase',
          'Keep asking for a sit at every door and meal',
          'Practise "leave it" on walks with rewards from your treat pouch',
          'Score each cue out of 10 in your training log',
        ],
      },
    ],
  },
};
