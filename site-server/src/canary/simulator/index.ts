/** The canary simulator, for `npm run canary:simulate` and the bench. */
export { parseFieldDistributions, type FieldDistributions } from './fieldDistributions';
export { DEFAULT_SIMULATION, simulate, type ReleaseOutcome, type SimulationReport, type SimulationSettings } from './simulate';
export { TARGETS, meetsTargets } from './targets';
export { DEFAULT_JUDGE, type JudgeSettings } from '../judge/rules';
