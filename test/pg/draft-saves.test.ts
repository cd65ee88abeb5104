import { describeDraftSavesSuite } from '../support/draft-saves-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_draft_saves');

describeDraftSavesSuite('draft saves on PostgreSQL', () => database.open());
