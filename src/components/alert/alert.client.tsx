// Island entry: the view holds its own dismiss state, so hydration needs nothing more.
export { default } from './View';
