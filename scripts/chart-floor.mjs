// The floor under a chart route's first visit (issue 13): the fewest JavaScript bytes any page that
// draws an ECharts line chart on first visit downloads with this project's fixed packages, before
// Mantine and before any app code. Each entry below is bundled alone by the project's own Vite
// (production mode, minified, tree-shaken, everything in one chunk), and the gzip size (level 6, as
// the first-visit measure) of its JavaScript is reported. `npm run bench` records it in
// bench/results.json (chartFloor); to run it alone: `node scripts/chart-floor.mjs`.
// Not size-limit: the figure wanted is what the same bundler makes of a minimal page, not the size
// of files already built.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ECHARTS_LINE = `
import * as echarts from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';
echarts.use([LineChart, GridComponent, CanvasRenderer]);
export const draw = (el) => echarts.init(el).setOption({ xAxis: { type: 'category', data: ['a', 'b'] }, yAxis: {}, series: [{ type: 'line', data: [1, 2] }] });
`;
const REACT = `
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
export const mount = (child) => createRoot(document.getElementById('root')).render(child);
export { createElement };
`;
const STACK = `
import { createBrowserRouter, RouterProvider } from 'react-router';
import { IntlProvider, FormattedMessage } from 'react-intl';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import axios from 'axios';
const client = new QueryClient();
function Page() {
  const q = useQuery({ queryKey: ['x'], queryFn: () => axios.get('/api/x').then((r) => r.data) });
  return createElement('div', { ref: (el) => el && draw(el) }, createElement(FormattedMessage, { id: 'x', defaultMessage: String(q.data) }));
}
const router = createBrowserRouter([{ path: '/', element: createElement(Page) }]);
mount(createElement(IntlProvider, { locale: 'pt-BR' }, createElement(QueryClientProvider, { client }, createElement(RouterProvider, { router }))));
`;

const MANTINE = `
import { AppShell, Button, MantineProvider, Table, Text, Title } from '@mantine/core';
function Page() {
  return createElement(MantineProvider, null, createElement(AppShell, { header: { height: 56 } },
    createElement(AppShell.Header, null, createElement(Title, { order: 1 }, 'x')),
    createElement(AppShell.Main, null, createElement(Text, null, 'x'), createElement(Button, null, 'x'), createElement(Inner),
      createElement(Table, null, createElement(Table.Tbody, null, createElement(Table.Tr, null, createElement(Table.Td, null, 'x')))))));
}
`;

/** name → [what it is, module source] */
export const floorEntries = {
  react: ['react + react-dom (createRoot, one element)', `${REACT}\nmount(createElement('div'));`],
  echartsLine: ['echarts/core + LineChart + GridComponent + CanvasRenderer', `${ECHARTS_LINE}\ndraw(document.body);`],
  reactEchartsLine: [
    'react + react-dom + that line chart',
    `${REACT}\n${ECHARTS_LINE}\nmount(createElement('div', { ref: (el) => el && draw(el) }));`,
  ],
  fixedStackLine: [
    'react + react-dom + react-router + react-intl + TanStack Query + axios + that line chart (no Mantine, no app code)',
    `${REACT}\n${ECHARTS_LINE}\n${STACK}`,
  ],
  fixedStackMantineLine: [
    'the same + Mantine (MantineProvider, AppShell, Title, Text, Button, Table: the least a dashboard page with a chart shows)',
    `${REACT}\n${ECHARTS_LINE}\n${STACK.replace('function Page', 'function Inner')}\n${MANTINE}`,
  ],
};

const VIRTUAL = '\0chart-floor-entry';

async function gzipKbOf(source) {
  const out = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [
      {
        name: 'chart-floor-entry',
        resolveId: (id) => (id === 'chart-floor-entry' ? VIRTUAL : null),
        load: (id) => (id === VIRTUAL ? source : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      modulePreload: false,
      rollupOptions: { input: 'chart-floor-entry', output: { codeSplitting: false } },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output);
  const bytes = outputs.filter((c) => c.type === 'chunk').reduce((sum, c) => sum + gzipSync(c.code, { level: 6 }).length, 0);
  return Math.round((bytes / 1024) * 10) / 10;
}

/** { name: { what, gzipKb } } for every floor entry. */
export async function measureChartFloor() {
  const result = {};
  for (const [name, [what, source]] of Object.entries(floorEntries)) result[name] = { what, gzipKb: await gzipKbOf(source) };
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const floor = await measureChartFloor();
  for (const { what, gzipKb } of Object.values(floor)) console.log(`${String(gzipKb).padStart(6)} KB  ${what}`);
}
