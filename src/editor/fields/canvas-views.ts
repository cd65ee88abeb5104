import type { View } from '../../components/view';
import { views } from '../../components/views';
import { CanvasChart } from './CanvasChart';

/** The views the editor's canvas draws with: the published ones, and a chart that reads its data through the API (it has no loader there). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const canvasViews: Record<string, View<any>> = { ...views, chart: CanvasChart };
