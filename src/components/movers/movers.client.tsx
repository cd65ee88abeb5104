// Island entry: the view polls each list itself (usePolling), starting from the server's data.
export { default } from './View';
