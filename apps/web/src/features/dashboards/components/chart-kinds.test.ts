import { CHART_KINDS } from '@oversight/shared/kinds';
import { describe, expect, it } from 'vitest';
import { chartShape } from './chart-kinds';

describe('chartShape', () => {
  it('draws the chart kinds, shows table and number as tables', () => {
    expect(chartShape('line')).toEqual({ as: 'chart', kind: 'line' });
    expect(chartShape('pie')).toEqual({ as: 'chart', kind: 'pie' });
    expect(chartShape('table')).toEqual({ as: 'table' });
    expect(chartShape('number')).toEqual({ as: 'table' });
    for (const kind of CHART_KINDS) expect(chartShape(kind).as).not.toBe('unknown');
  });

  it('says a kind it does not know cannot be drawn, rather than drawing a line', () => {
    expect(chartShape('sankey')).toEqual({ as: 'unknown' });
  });
});
