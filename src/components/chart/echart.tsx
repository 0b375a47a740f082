// A chart: the labelled frame renders at once at its final height (no layout shift), and ECharts
// (~170 KB gzip, in ./echart-canvas.tsx) loads as its own chunk and draws into it. Only chart
// routes import this, so ECharts never reaches another route (scripts/check-budgets.mjs checks),
// and even there it does not delay the page's first paint (README "Performance").
// If the chunk cannot be fetched (the connection dropped), the failure stays in the chart's
// frame with a retry instead of reaching the route-error page (which signs the user out).
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import type { EChartsCoreOption } from 'echarts/core';
import { ApiError } from '@/api/api-error';
import { QueryError } from '../data/query-state';

const chunkFailed = new ApiError('network', 0, undefined, 'chart code could not be loaded');

const loadCanvas = () => lazy(() => import('./echart-canvas').then((m) => ({ default: m.EChartCanvas })));

class ChunkBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; onRetry: () => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed
      ? this.props.fallback(() => {
          this.setState({ failed: false });
          this.props.onRetry();
        })
      : this.props.children;
  }
}

export function EChart({ option, height = 320, label }: { option: EChartsCoreOption; height?: number; label: string }) {
  // A failed lazy() remembers its rejection: a retry needs a fresh one.
  const [Canvas, setCanvas] = useState(loadCanvas);
  return (
    <div role="img" aria-label={label} style={{ minHeight: height }}>
      <ChunkBoundary onRetry={() => setCanvas(loadCanvas)} fallback={(retry) => <QueryError error={chunkFailed} onRetry={retry} />}>
        <Suspense fallback={null}>
          <Canvas option={option} height={height} />
        </Suspense>
      </ChunkBoundary>
    </div>
  );
}
