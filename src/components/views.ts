import type { View } from './view';
import AlertView from './alert/View';

/** The view of every registered kind, for the server renderer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const views: Record<string, View<any>> = {
  alert: AlertView,
};
