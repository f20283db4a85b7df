import type { WordCloud } from '@oversight/shared/posts/posts.schemas';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import 'echarts-wordcloud';

echarts.use([TooltipComponent, CanvasRenderer]);

const PALETTE = ['#0b6e4f', '#1864ab', '#862e9c', '#c92a2a', '#e67700', '#087f5b'];

/** The chart itself: loaded only when a project page shows a word cloud (echarts is heavy). */
export default function WordCloudChart({ words, height }: { words: WordCloud; height: number }) {
  return (
    <ReactEChartsCore
      echarts={echarts}
      style={{ height, width: '100%' }}
      opts={{ renderer: 'canvas' }}
      option={{
        tooltip: { show: true, formatter: '{b}: {c}' },
        series: [
          {
            type: 'wordCloud',
            shape: 'circle',
            gridSize: 6,
            sizeRange: [12, 44],
            rotationRange: [0, 0],
            width: '100%',
            height: '100%',
            textStyle: {
              fontWeight: 600,
              color: (params: { dataIndex: number }) => PALETTE[params.dataIndex % PALETTE.length],
            },
            data: words,
          },
        ],
      }}
    />
  );
}
