import {
  CITIZEN_PROGRESS_DIVERGENCE_POINTS,
  CITIZEN_PROGRESS_MIN_REPORTS,
  type CitizenProgress,
} from './posts.schemas.js';

type Counts = Pick<CitizenProgress['citizens'], 'estimates' | 'median_completion' | 'work_happening'>;

/**
 * Whether citizens' view of a project's progress diverges from the official one: their median estimate more than 30
 * points from the official percentage, or more of them saying work has stopped than that it goes on, on a project
 * marked ongoing. Each needs two reports at least. The catalogue's filter (projects' `progress_divergence`) is the
 * same rule in SQL.
 */
export function citizenProgressDivergence(
  official: CitizenProgress['official'],
  citizens: Counts,
): CitizenProgress['divergence'] {
  const reasons: CitizenProgress['divergence']['reasons'] = [];
  const difference =
    citizens.median_completion !== null && official.percentage_completed !== null
      ? Math.round((citizens.median_completion - official.percentage_completed) * 10) / 10
      : null;
  if (
    difference !== null &&
    citizens.estimates >= CITIZEN_PROGRESS_MIN_REPORTS &&
    Math.abs(difference) > CITIZEN_PROGRESS_DIVERGENCE_POINTS
  )
    reasons.push('percentage');
  const { stopped, yes } = citizens.work_happening;
  if (official.status === 'ON_GOING' && stopped >= CITIZEN_PROGRESS_MIN_REPORTS && stopped > yes)
    reasons.push('stopped');
  return { flagged: reasons.length > 0, reasons, difference };
}
