// Island entry: the view polls the quotes itself (usePolling), starting from the server's data.
export { default } from './View';
