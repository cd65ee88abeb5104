import { useContext, useEffect, useState } from 'react';
import { routes } from '../../core/contracts';
import { isSiteId } from '../../core/sites';
import type { ChartData } from '../../components/chart/data';
import { ChartFigure, type ChartProps } from '../../components/chart/View';
import type { ViewProps } from '../../components/view';
import { MediaLibrary } from '../media/context';
import { CanvasSettings } from '../page-editor/contexts';

/** Wait for typing to pause before reading the data again. */
const SETTLE_MS = 400;

/**
 * The chart on the editor's canvas (issue 24 item 4): the same server-drawn figure as the
 * published page (SVG, legend, data table), from the data its sources give now — read by the
 * server with the page's own loader (`previewChart`), again whenever the sources change.
 */
export function CanvasChart({ id, props }: ViewProps<ChartProps>) {
  const library = useContext(MediaLibrary);
  const { site } = useContext(CanvasSettings);
  const [data, setData] = useState<ChartData | undefined>(undefined);
  const sources = JSON.stringify(props.dataSources ?? []);

  useEffect(() => {
    if (!library || !isSiteId(site)) return;
    let live = true;
    const timer = setTimeout(() => {
      library.api
        .call(routes.previewChart, { params: { site }, body: { dataSources: JSON.parse(sources) as unknown[] } })
        .then((drawn) => live && setData(drawn as ChartData))
        // Incomplete sources (a column not chosen yet) draw nothing; the fields say what is missing.
        .catch(() => live && setData(undefined));
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [library, site, sources]);

  return <ChartFigure id={id} props={props} data={data} />;
}
