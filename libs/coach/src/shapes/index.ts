import type { GoalShape } from './goal-shape.js';
import { campaignShape } from './campaign.js';
import { eventShape } from './event.js';
import { licenceShape } from './licence.js';
import { lifeChangeShape } from './life-change.js';
import { makeShape } from './make.js';
import { numberShape } from './number.js';
import { skillShape } from './skill.js';
import { startHabitShape } from './start-habit.js';
import { stopHabitShape } from './stop-habit.js';
import { tripShape } from './trip.js';

/** Every shape of goal the coach knows, for goals of no kind in the catalogue. */
export const GOAL_SHAPES: readonly GoalShape[] = [
  makeShape,
  eventShape,
  skillShape,
  startHabitShape,
  stopHabitShape,
  numberShape,
  tripShape,
  licenceShape,
  lifeChangeShape,
  campaignShape,
];
