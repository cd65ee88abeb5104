import { formIsland } from '../form-engine.client';
import DemoRequestFormView from './View';

export default formIsland(DemoRequestFormView);
