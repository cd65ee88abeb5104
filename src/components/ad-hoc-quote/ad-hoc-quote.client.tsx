// Island entry: the view looks symbols up through the API and polls the quote shown (usePolling).
export { default } from './View';
