/** The canary simulator, for `npm run canary:simulate` and the bench. */
export { parseFieldDistributions } from './fieldDistributions';
export { DEFAULT_SIMULATION, simulate, type ReleaseOutcome } from './simulate';
export { TARGETS, meetsTargets } from './targets';
export { DEFAULT_JUDGE } from '../judge/rules';
