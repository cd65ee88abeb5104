// Island entry: the view adds the share links once it runs in the browser.
export { default } from './View';
