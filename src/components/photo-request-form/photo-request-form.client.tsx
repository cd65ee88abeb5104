import { formIsland } from '../form-engine.client';
import PhotoRequestFormView from './View';

export default formIsland(PhotoRequestFormView);
