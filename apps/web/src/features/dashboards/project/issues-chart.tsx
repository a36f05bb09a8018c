import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { ProjectDashboard } from '@rehearse/contracts/dashboards';
import type { DashboardFormat } from '../shared/use-dashboard-format';

type Series = ProjectDashboard['githubIssues']['series']['this-week'];

// The week's issues as the data asks: each series drawn as its `type` says (a line or columns)
// over the same days, so new issues read as a trend above the closed ones.
export function IssuesChart({
  labels,
  series,
  format,
}: {
  labels: string[];
  series: Series;
  format: DashboardFormat;
}) {
  const valueFormatter = (v: number | null) => (v === null ? '' : format.number(v));
  return (
    <ChartsDataProvider
      height={280}
      skipAnimation
      margin={{ left: 0, right: 8 }}
      xAxis={[{ id: 'days', data: labels, scaleType: 'band' }]}
      yAxis={[{ id: 'count', width: 36 }]}
      series={series.map((s) =>
        s.type === 'line'
          ? { type: 'line' as const, data: s.data, label: format.label(s.name), valueFormatter }
          : { type: 'bar' as const, data: s.data, label: format.label(s.name), valueFormatter },
      )}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <ChartsGrid horizontal />
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsAxisHighlight x="band" />
          <ChartsAxis />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
