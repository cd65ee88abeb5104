// Island entry: the view holds its open state itself; the content slot stays the server's HTML.
export { default } from './View';
