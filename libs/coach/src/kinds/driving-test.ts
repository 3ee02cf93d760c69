import type { GoalKind } from '../goal-kind.js';

/**
 * Learning to drive and passing the practical test the way a driving instructor builds it: the
 * learner permit and the theory or permit test first, a lesson every week with private practice
 * on top, from car control through junctions, roundabouts and traffic to the manoeuvres and
 * independent driving of the test, then two mock tests on the roads around the test centre and
 * the test itself. Every hour behind the wheel goes in a log.
 */
export const drivingTest: GoalKind = {
  id: 'driving-test',
  label: 'Driving test',
  field: 'learning',
  signals: [
    'drive',
    'driving',
    'driver',
    'learn to drive',
    'learn how to drive',
    'drive a car',
    'driving test',
    'driving exam',
    'driving licence',
    'driving license',
    'driver licence',
    'driver license',
    'get my licence',
    'get my license',
    'full licence',
    'full license',
    'driving lesson',
    'road test',
    'practical test',
    'theory test',
    'permit test',
    'learner permit',
    'provisional licence',
    'provisional license',
    'behind the wheel',
    'parallel park',
    'manual car',
    'motorcycle licence',
    'motorcycle license',
  ],
  notWhen: [
    'drive sale',
    'drive traffic',
    'drive revenue',
    'drive growth',
    'drive engagement',
    'drive result',
    'drive change',
    'drive innovation',
    'drive more',
    'drive my business',
    'drive my career',
    'drive me',
    'drive less',
    'stop driving',
    'instead of driving',
    'hard drive',
    'google drive',
    'usb drive',
    'sex drive',
    'data driven',
    'driver of',
    'real estate',
    'pilot license',
    'pilot licence',
    'business license',
    'business licence',
    'liquor license',
    'teaching license',
    'nursing license',
  ],
  lexicon: [
    'driv',
    'lesson',
    'instructor',
    'theory',
    'permit',
    'licence',
    'license',
    'test',
    'mirror',
    'junction',
    'roundabout',
    'intersection',
    'lane',
    'manoeuvre',
    'park',
    'hazard',
    'handbook',
    'clutch',
    'gear',
    'road',
    'signal',
    'commentary',
    'emergency stop',
    'cockpit',
    'car',
  ],
  keyEvent: { week: 12, name: 'the driving test' },
  milestones: [
    {
      title: 'Theory and car control',
      description:
        'The permit and the theory or permit test, and control of the car on quiet roads: moving off, steering, gears and stopping.',
      weeks: [
        {
          focus: 'Permit and first lesson',
          description: 'The paperwork, the handbook and your first hour behind the wheel.',
          tasks: [
            'Check the steps to a licence where you live: learner permit or provisional licence, theory or permit test, practical test',
            'Apply for your provisional licence or learner permit if you do not have one yet',
            'Book a driving instructor for a weekly lesson of 1 to 2 hours, or arrange supervised practice with {person|an experienced driver}',
            'Study the official driver handbook or highway code for {min:30}: road signs and markings',
            'Do 30 theory or permit test practice questions on the official app and note your score',
            'Have your first driving lesson: cockpit checks, controls, moving off and stopping, and write down what you covered',
          ],
        },
        {
          focus: 'Moving off and steering',
          description: 'Smooth starts and stops, steady steering and the mirror habit.',
          tasks: [
            'Study the driver handbook for {min:30}: junction rules and speed limits',
            'Do 50 theory practice questions and read why each wrong answer is wrong',
            'Have a driving lesson on moving off, stopping, steering and using your mirrors (mirror, signal, manoeuvre)',
            'Practise the cockpit drill aloud at home: doors, seat, steering, seatbelt, mirrors',
            'Watch hazard perception clips for 20 minutes if your theory test has them, or study road signs',
            'Write down the 3 things your instructor corrected most in the lesson',
          ],
        },
        {
          focus: 'Gears, turns and the theory test',
          description:
            'Smooth gear changes and turns at junctions; sit or book the theory or permit test.',
          tasks: [
            'Do a full mock theory or permit test on the official app and aim for 90 % or more',
            'Have a driving lesson on changing gear smoothly and turning left and right at junctions',
            'Study the handbook sections you got wrong in the mock theory test for {min:30}',
            'Sit your theory or permit test, or book it for the earliest date you can',
            'Practise for an hour on quiet roads with {person|an experienced driver}, where the law allows',
            'Start a driving log: date, hours, roads and what you practised',
          ],
        },
      ],
    },
    {
      title: 'Junctions, roundabouts and traffic',
      description:
        'Reading the road: junctions, roundabouts or multi-lane intersections, lane changes and hazards.',
      weeks: [
        {
          focus: 'Junctions',
          description: 'Emerging from T-junctions and crossroads with good observation.',
          tasks: [
            'Have a driving lesson on emerging at T-junctions and crossroads: look, assess, decide, act',
            'Book your practical driving test now, as waiting lists can be weeks long',
            'Study the rules for pedestrian crossings and give-way lines in the handbook for 20 minutes',
            'Practise 10 left and 10 right turns at junctions with {person|an experienced driver}',
            'Drive for 30 minutes on busier roads, checking your mirrors every 5 to 8 seconds',
            "Write your instructor's 3 main points from the lesson in your driving log",
          ],
        },
        {
          focus: 'Roundabouts and lanes',
          description: 'Roundabouts or multi-lane intersections: lane choice, signals and speed.',
          tasks: [
            'Have a driving lesson on roundabouts or multi-lane intersections: lane choice, signals and speed',
            'Sketch 3 roundabouts or intersections near you and mark your lane and signal for each exit',
            'Practise 10 roundabouts or busy intersections with {person|an experienced driver}',
            'Practise changing lane 10 times with a mirror, signal and blind-spot check',
            'Read your driving log and pick the 2 skills that need the most work',
            'Drive a 45-minute route with junctions, roundabouts and a dual carriageway or highway',
          ],
        },
        {
          focus: 'Hazards and other road users',
          description:
            'Read the road ahead: pedestrians, cyclists, parked cars and oncoming traffic.',
          tasks: [
            'Have a driving lesson on hazards: pedestrian crossings, cyclists, parked cars and meeting oncoming traffic',
            'Practise commentary driving for 20 minutes from the passenger seat: say aloud every hazard you see',
            'Practise commentary driving for 20 minutes at the wheel with {person|an experienced driver}',
            'Drive in rain or at dusk with your instructor if you get the chance',
            'Practise 5 emergency stops in a safe place with your instructor',
            'Update your driving log and total your hours behind the wheel',
          ],
        },
      ],
    },
    {
      title: 'Manoeuvres and independent driving',
      description:
        'The parking manoeuvres of the test, driving without directions and the roads around the test centre.',
      weeks: [
        {
          focus: 'Parking manoeuvres',
          description: 'Parallel and bay parking with reference points and all-round observation.',
          tasks: [
            'Have a driving lesson on parallel parking: reference points, steering and observation',
            'Practise parallel parking 10 times in a quiet street',
            'Study which manoeuvres your driving test includes and the faults examiners mark for each',
            'Have a driving lesson on bay parking, forward and in reverse',
            'Practise bay parking 10 times in an empty car park',
            'Write in your driving log which manoeuvre you find hardest, and why',
          ],
        },
        {
          focus: 'Independent driving',
          description: 'Follow a sat nav or road signs on your own, with the instructor quiet.',
          tasks: [
            'Have a driving lesson with 20 minutes of independent driving, following a sat nav or road signs',
            'Practise a third test manoeuvre (a turn in the road or reversing) 10 times',
            'Drive around the test centre area for 45 minutes with {person|an experienced driver}',
            'Learn the vehicle safety questions for your test (tyres, lights, fluids) and answer them aloud in the car',
            'Drive for 30 minutes on faster roads, keeping to the limit and a 2-second gap',
            'Practise your weakest manoeuvre 5 times and note it in your driving log',
          ],
        },
        {
          focus: 'Test routes',
          description:
            'Drive the roads around the test centre until nothing on them surprises you.',
          tasks: [
            'Have a driving lesson around the test centre on its trickiest junctions and roundabouts',
            'Drive the test centre area again for 45 minutes at a different time of day',
            'Practise every test manoeuvre once without any help',
            'List every fault your instructor has called minor or serious, with the fix for each',
            'Practise emerging and lane discipline at the busiest junction near the test centre',
            'Read the driving test marking sheet for 20 minutes so you know what the examiner looks for',
          ],
        },
      ],
    },
    {
      title: 'Mock tests and the driving test',
      description:
        'Two mock tests marked like the real one, the faults fixed, then the test itself.',
      weeks: [
        {
          focus: 'First mock test',
          description: 'A full mock driving test, marked like the real one.',
          tasks: [
            'Take a full mock driving test with your instructor, marked like the real test',
            'Write down every fault from the mock test and the 3 that would fail you',
            "Have a driving lesson that works only on the mock test's serious faults",
            'Practise the manoeuvre that lost you marks in the mock test 10 times',
            'Drive 45 minutes of independent driving near the test centre',
            'Check your documents: licence or permit, theory test certificate and test booking',
          ],
        },
        {
          focus: 'Second mock test',
          description:
            'A second mock test to see the faults are gone, and a decision on readiness.',
          tasks: [
            'Take a second mock driving test with your instructor and compare the faults with the first',
            'Have a driving lesson on any fault that came up in both mock tests',
            'Practise commentary driving for 20 minutes on the test routes',
            'Drive the test centre area at the time of day of your test',
            'Practise every manoeuvre once and answer the vehicle safety questions aloud',
            'Decide with your instructor whether you are ready, and move the test date if you are not',
          ],
        },
        {
          focus: 'Test week',
          description: 'A final lesson, a good night, and the driving test.',
          tasks: [
            'Have a final driving lesson: a short warm-up drive and one of each manoeuvre',
            'Sleep at least 8 hours the night before the test, and eat before you go',
            'Take a 30-minute warm-up drive with your instructor right before the test',
            'Arrive at the test centre 15 minutes early with your licence and documents',
            'Take your driving test: check your mirrors often and drive on calmly after a small mistake',
            'Read the test report with your instructor: plan your first solo drives, or book a retest and work on its faults',
          ],
        },
      ],
    },
  ],
  extras: [
    'Do 20 theory practice questions and read why the wrong answers are wrong',
    'Practise your weakest manoeuvre 5 times in a quiet street',
    'Practise commentary driving for 15 minutes, saying aloud every hazard you see',
    "Log this week's driving hours and what you practised",
  ],
  countermeasures: [
    {
      when: ['stall', 'clutch', 'gear', 'hill start'],
      tasks: [
        'Practise finding the clutch biting point 20 times in a flat, empty car park before your next lesson',
        'Practise 5 hill starts with the handbrake on a quiet slope with your instructor',
      ],
    },
    {
      when: ['nerv', 'panic', 'scare', 'traffic', 'busy road', 'anxi'],
      tasks: [
        'Drive on quiet roads at quiet times first, and add one busier road each week',
        'Practise commentary driving: saying what you see keeps your mind on the road, not on your nerves',
      ],
    },
    {
      when: ['park', 'manoeuvr', 'maneuver', 'reverse', 'revers'],
      tasks: [
        'Practise parking in an empty car park with cones or bottles as markers, 10 times',
        'Ask your instructor for fixed reference points in the car for each parking manoeuvre',
      ],
    },
    {
      when: ['no car', 'access to a car', 'insurance', 'wait list', 'waiting list'],
      tasks: [
        'Book longer 2-hour driving lessons every other week instead of weekly 1-hour lessons',
        'Check the test booking site daily for cancellations at nearby test centres',
      ],
    },
  ],
  coachAdvice: {
    steady:
      'Keep the weekly lesson and add private practice on top: hours behind the wheel on varied roads make a safe, calm driver.',
    slipping:
      'Book the next driving lesson before you get out of the car, and keep at least one drive a week, even a short one.',
  },
  alternative: {
    title: 'Intensive driving course',
    description:
      'Pass the theory or permit test first, then learn in a short, intensive block of lessons that ends with the test.',
    weeks: [
      {
        focus: 'Theory first',
        description: 'The theory or permit test passed, and an intensive course booked.',
        tasks: [
          'Study the driver handbook for {min:45} and do 50 theory practice questions',
          'Take a full mock theory or permit test and aim for 90 %',
          'Sit your theory or permit test',
          'Compare intensive driving courses: hours, price, pass rate and test booking',
          'Book an intensive driving course of 20 to 40 hours with the practical test at the end',
          'Learn the cockpit drill and the car controls from the handbook',
        ],
      },
      {
        focus: 'The intensive block',
        description: 'Several hours of driving a day, each evening a short review.',
        tasks: [
          'Drive for 4 hours with your instructor: controls, moving off and junctions',
          'Drive for 4 hours: roundabouts, lanes and busier roads',
          'Practise the test manoeuvres for 2 hours',
          'Drive 2 hours of independent driving near the test centre',
          'Write down your driving faults each evening and read them before the next lesson',
          'Rest one evening with no driving, theory or videos',
        ],
      },
      {
        focus: 'Mock and test',
        description: 'A mock test, the faults fixed, then the practical test.',
        tasks: [
          'Take a full mock driving test with your instructor',
          "Work on the mock test's faults for 2 hours of driving",
          'Drive the test routes for 2 hours',
          'Practise each manoeuvre twice and answer the vehicle safety questions aloud',
          'Take your practical driving test',
          'Plan 5 hours of driving with an experienced driver in the first month after you pass',
        ],
      },
    ],
  },
};
