/** The targets the judge is held to (the issue's): out of 20 releases of each kind. */
import type { SimulationReport } from './simulate';

export const TARGETS = { regressionsRolledBack: 19, nullRolledBackAtMost: 1, nullPromoted: 19 };

export const meetsTargets = (report: Pick<SimulationReport, 'regressionsRolledBack' | 'nullRolledBack' | 'nullPromoted'>): boolean =>
  report.regressionsRolledBack >= TARGETS.regressionsRolledBack &&
  report.nullRolledBack <= TARGETS.nullRolledBackAtMost &&
  report.nullPromoted >= TARGETS.nullPromoted;
