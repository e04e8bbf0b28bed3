import type { ChartView } from '@site-widgets/contract/data/chart-settings.ts';
import { chartAttributesSchema } from '@site-widgets/contract/data/data-attributes.ts';
import { serverUrl } from '@site-widgets/core/site/server-url.ts';
import { parseAttributes } from '../../runtime/attributes.ts';
import { renderView } from '../../runtime/mount.tsx';
import { getRuntime } from '../../runtime/runtime.ts';
import { readServerProps } from '../../runtime/widget-module.ts';
import { ChartFigure } from './ChartFigure.tsx';

const WIDGET = 'chart';

/** `GET /data/chart?id=…`: the chart the owner configured, its CSV already read by our server. */
export const CHART_DATA_PATH = '/data/chart';

/**
 * Hydrates a server-rendered chart (and draws it); on a plain HTML page it asks our server for the
 * chart by its id (the CSV URL never leaves the server) and renders it in place of the fallback.
 */
export async function mount(element: HTMLElement): Promise<(() => void) | undefined> {
  const attributes = parseAttributes(WIDGET, element, chartAttributesSchema);
  if (!attributes) return undefined;
  const post = getRuntime().ajax.post;
  const server = readServerProps<{ chart: ChartView }>(element);
  if (server) return renderView(element, server, <ChartFigure chart={server.props.chart} />, post);
  try {
    const response = await fetch(serverUrl(`${CHART_DATA_PATH}?id=${attributes.chartId}`), {
      credentials: 'same-origin',
    });
    if (!response.ok) throw new Error(`the server answered ${response.status}`);
    const chart = (await response.json()) as ChartView;
    return renderView(element, undefined, <ChartFigure chart={chart} />, post);
  } catch (error) {
    console.error(`[site-widgets] chart: data-chart-id ${attributes.chartId} could not be loaded`, error);
    return undefined;
  }
}
