// Island entry: the view holds its own open/expanded state, so hydration needs nothing more.
export { default } from './View';
