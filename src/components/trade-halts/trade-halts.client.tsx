// Island entry: the view polls the current halts itself (usePolling), starting from the server's data.
export { default } from './View';
