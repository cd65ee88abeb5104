// Island entry: the view restores and stores the visitor's picks itself.
export { default } from './View';
