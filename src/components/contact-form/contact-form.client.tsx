import { formIsland } from '../form-engine.client';
import ContactFormView from './View';

export default formIsland(ContactFormView);
