import { formIsland } from '../form-engine.client';
import RegistrationFormView from './View';

export default formIsland(RegistrationFormView);
