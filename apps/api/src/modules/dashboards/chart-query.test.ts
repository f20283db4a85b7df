import { afterEach, describe, expect, it } from 'vitest';
import { splitCharts, type ChartMapping, type ChartSpec } from './chart-query.js';
import { projectsCatalog } from './data-source-fields.js';

const m = (
  field: string,
  role: ChartMapping['role'],
  aggregation: ChartMapping['aggregation'] = null,
): ChartMapping => ({ field, role, aggregation, filter_value: null, label: '' });

/** The bench's dashboard (bench/dashboards.ts): lists and a median weigh more than a plain count. */
const charts: ChartSpec[] = [
  { id: 'status', type: 'bar', mappings: [m('status', 'x')] },
  { id: 'map', type: 'map', mappings: [m('state', 'region'), m('total_project_cost', 'measure', 'sum')] },
  { id: 'sectors', type: 'pie', mappings: [m('sector', 'x')] },
  { id: 'year', type: 'line', mappings: [m('year', 'x'), m('total_project_cost', 'measure', 'sum')] },
  { id: 'total', type: 'number', mappings: [m('total_project_cost', 'measure', 'sum')] },
  {
    id: 'completion',
    type: 'table',
    mappings: [m('status', 'x'), m('percentage_completed', 'measure', 'median')],
  },
];

describe('splitting a dashboard run into statements run at once', () => {
  afterEach(() => {
    delete process.env.DASHBOARD_CHART_STATEMENTS;
  });

  it('puts every chart in exactly one of two statements, the lists and the median apart', () => {
    const groups = splitCharts(charts, projectsCatalog());
    expect(groups).toHaveLength(2);
    expect(groups.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    // The three heavy charts (two lists, a median) are not all in one statement.
    const heavy = [1, 2, 5];
    for (const group of groups) expect(heavy.filter((index) => group.includes(index)).length).toBeLessThan(3);
    expect(groups).toEqual([
      [1, 5],
      [0, 2, 3, 4],
    ]);
  });

  it('keeps the charts sharing one grouping in one statement, weighed as one read', () => {
    // By status, state, sector and year: grouped, then combined (chart-query.ts sharedGroups).
    const sharing = [true, true, true, true, false, false];
    expect(splitCharts(charts, projectsCatalog(), sharing)).toEqual([
      [0, 1, 2, 3],
      [4, 5],
    ]);
    // One chart cannot share: weighed alone, as without sharing.
    expect(splitCharts(charts, projectsCatalog(), [true])).toEqual(splitCharts(charts, projectsCatalog()));
  });

  it('keeps one statement when told so, and one chart alone', () => {
    process.env.DASHBOARD_CHART_STATEMENTS = '1';
    expect(splitCharts(charts, projectsCatalog())).toEqual([[0, 1, 2, 3, 4, 5]]);
    delete process.env.DASHBOARD_CHART_STATEMENTS;
    expect(splitCharts(charts.slice(0, 1), projectsCatalog())).toEqual([[0]]);
  });
});
