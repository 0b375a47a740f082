// ECharts through echarts/core with only what the portal draws (line and bar, grid, tooltip,
// legend, dataset). Import this only from chart routes: it keeps ~200 KB of ECharts out of
// every other chunk. `animation: false` is set for screenshots and reduced motion.
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

export function EChart({ option, height = 320, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  const scheme = useComputedColorScheme('light');
  const reduced = useReducedMotion();
  return (
    <div role="img" aria-label={label}>
      <ReactEChartsCore
        echarts={echarts}
        option={{ animation: !reduced, backgroundColor: 'transparent', ...option }}
        theme={scheme === 'dark' ? 'dark' : undefined}
        style={{ height }}
        notMerge
      />
    </div>
  );
}
