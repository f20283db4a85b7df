import { protectedCountLabel } from '@oversight/shared/analytics/analytics.schemas';
import { formatNumber } from '../../../lib/format';

/** "fewer than 5" for a withheld group of people, else the (rounded) number. */
export const countLabel = (count: number | null) => protectedCountLabel(count, formatNumber);
