import { formIsland } from '../form-engine.client';
import ChatComplianceFormView from './View';

export default formIsland(ChatComplianceFormView);
