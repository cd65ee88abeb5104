import { formIsland } from '../form-engine.client';
import FormView from './View';

export default formIsland(FormView);
