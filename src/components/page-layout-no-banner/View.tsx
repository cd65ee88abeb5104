export { default } from '../page-layout/View';
