// Island entry: the view polls the index series itself (usePolling) and redraws, starting from the server's data.
export { default } from './View';
