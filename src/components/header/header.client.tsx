// Island entry: the view holds the menu state itself, so hydration needs nothing more.
export { default } from './View';
