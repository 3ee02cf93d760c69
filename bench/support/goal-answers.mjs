// A goal as a person answers the wizard's seven questions, for the benches that make one.
export const HALF_MARATHON_ANSWERS = {
  goal: 'Run a half marathon in under 2 hours',
  why: 'I want to feel strong and prove I can commit',
  vision: 'Crossing the finish line with my family cheering',
  resources: 'running shoes, a park nearby and a running app',
  obstacles: 'busy work weeks and a sore knee',
  workingStyle: 'early mornings, 45 minutes',
  change: 'more energy and confidence at work',
};
