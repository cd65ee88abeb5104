// Island entry: the view holds its open state itself, so hydration needs nothing more.
export { default } from './View';
