import type { GoalKind } from '../goal-kind.js';
import { enduranceRunning } from './endurance-running.js';
import { marathon } from './marathon.js';
import { strengthTraining } from './strength-training.js';
import { bodyweightSkills } from './bodyweight-skills.js';
import { weightLoss } from './weight-loss.js';
import { swimming } from './swimming.js';
import { cycling } from './cycling.js';
import { sportSkill } from './sport-skill.js';
import { yogaFlexibility } from './yoga-flexibility.js';
import { languageLearning } from './language-learning.js';
import { musicalInstrument } from './musical-instrument.js';
import { examPrep } from './exam-prep.js';
import { drivingTest } from './driving-test.js';
import { schoolSubject } from './school-subject.js';
import { programming } from './programming.js';
import { bookWriting } from './book-writing.js';
import { drawingPainting } from './drawing-painting.js';
import { musicMaking } from './music-making.js';
import { videoChannel } from './video-channel.js';
import { podcast } from './podcast.js';
import { photography } from './photography.js';
import { moneySaving } from './money-saving.js';
import { debtPayoff } from './debt-payoff.js';
import { budgeting } from './budgeting.js';
import { investingBasics } from './investing-basics.js';
import { jobSearch } from './job-search.js';
import { promotion } from './promotion.js';
import { smallBusiness } from './small-business.js';
import { freelancing } from './freelancing.js';
import { publicSpeaking } from './public-speaking.js';
import { reading } from './reading.js';
import { betterSleep } from './better-sleep.js';
import { meditationStress } from './meditation-stress.js';
import { quitSmoking } from './quit-smoking.js';
import { quitAlcohol } from './quit-alcohol.js';
import { quitSugar } from './quit-sugar.js';
import { phoneUse } from './phone-use.js';
import { eatingBetter } from './eating-better.js';
import { decluttering } from './decluttering.js';
import { cooking } from './cooking.js';
import { gardening } from './gardening.js';
import { relationships } from './relationships.js';
import { parenting } from './parenting.js';
import { petTraining } from './pet-training.js';
import { movingHouse } from './moving-house.js';
import { travelPlanning } from './travel-planning.js';
import { GENERAL_KIND_DATA } from './general.js';
import { GOAL_SHAPES } from '../shapes/index.js';

/**
 * Every kind the offline coach knows, listed by hand (the backend is ESM: no folder globbing).
 * Order matters only for ties. A new kind is a new file here plus one line below.
 */
export const GOAL_KINDS: readonly GoalKind[] = [
  // Fitness
  enduranceRunning,
  marathon,
  strengthTraining,
  bodyweightSkills,
  weightLoss,
  swimming,
  cycling,
  sportSkill,
  yogaFlexibility,
  // Learning and creative work
  languageLearning,
  musicalInstrument,
  examPrep,
  drivingTest,
  schoolSubject,
  programming,
  bookWriting,
  drawingPainting,
  musicMaking,
  videoChannel,
  podcast,
  photography,
  // Money, work and reading
  moneySaving,
  debtPayoff,
  budgeting,
  investingBasics,
  jobSearch,
  promotion,
  smallBusiness,
  freelancing,
  publicSpeaking,
  reading,
  // Health, mind, home and life
  betterSleep,
  meditationStress,
  quitSmoking,
  quitAlcohol,
  quitSugar,
  phoneUse,
  eatingBetter,
  decluttering,
  cooking,
  gardening,
  relationships,
  parenting,
  petTraining,
  movingHouse,
  travelPlanning,
];

/** For goals of no known kind. */
export const GENERAL_KIND: GoalKind = GENERAL_KIND_DATA;

/** The kind or shape with this id (the general one included); undefined for one no longer known. */
export function kindById(id: string): GoalKind | undefined {
  return [...GOAL_KINDS, ...GOAL_SHAPES, GENERAL_KIND].find((kind) => kind.id === id);
}
