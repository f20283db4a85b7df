import { PROJECT_STATUSES, parseProjectStatus, type ProjectStatus } from '@oversight/shared/reference/enums';
import { t } from '../../../i18n';

/** One colour per status, the same on badges, map points and charts. */
export const STATUS_COLORS: Record<ProjectStatus, string> = {
  NOT_STARTED: 'gray',
  ON_GOING: 'blue',
  COMPLETED: 'oversight',
  ON_HOLD: 'yellow',
  CANCELED: 'red',
  ABANDONED: 'grape',
};

/** Hex values of the same colours for the map canvas and charts (Mantine's shade 6/7). */
export const STATUS_HEX: Record<ProjectStatus, string> = {
  NOT_STARTED: '#868e96',
  ON_GOING: '#1c7ed6',
  COMPLETED: '#008751',
  ON_HOLD: '#f08c00',
  CANCELED: '#e03131',
  ABANDONED: '#9c36b5',
};

/** The statuses for pickers, named in the current language (read when a picker renders, after the catalogue). */
export function statusOptions(): { value: ProjectStatus; label: string }[] {
  return (Object.keys(PROJECT_STATUSES) as ProjectStatus[]).map((status) => ({
    value: status,
    label: t(`status.${status}`),
  }));
}

/** The code name of any spelling the API may send (ON_GOING, 'ON GOING', 'Ongoing'); NOT_STARTED when unknown. */
export function statusOf(value: string | null | undefined): ProjectStatus {
  return (value ? parseProjectStatus(value) : null) ?? 'NOT_STARTED';
}

export function statusLabel(value: string | null | undefined): string {
  return t(`status.${statusOf(value)}`);
}
