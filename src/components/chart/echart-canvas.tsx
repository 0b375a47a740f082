// ECharts through echarts/core with only what the portal draws (line and bar, grid, tooltip,
// legend, dataset). Loaded only by ./echart.tsx, as its own chunk, once a chart is on screen.
// `animation: false` is set for screenshots and reduced motion.
// The ESM build: the CommonJS lib/core default export reaches a Vite production build as the
// module object (React error 130, "element type is invalid: object").
import ReactEChartsCore from 'echarts-for-react/esm/core';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
import type { EChartsCoreOption } from 'echarts/core';
import { useComputedColorScheme } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';

echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, DatasetComponent, CanvasRenderer]);

export function EChartCanvas({ option, height }: { option: EChartsCoreOption; height: number }) {
  const scheme = useComputedColorScheme('light');
  const reduced = useReducedMotion();
  return (
    <ReactEChartsCore
      echarts={echarts}
      option={{ animation: !reduced, backgroundColor: 'transparent', ...option }}
      theme={scheme === 'dark' ? 'dark' : undefined}
      style={{ height }}
      notMerge
    />
  );
}
