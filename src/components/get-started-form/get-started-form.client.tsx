import { formIsland } from '../form-engine.client';
import GetStartedFormView from './View';

export default formIsland(GetStartedFormView);
