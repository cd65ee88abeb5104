import { describeListsAtSizeSuite } from '../support/lists-at-size-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_lists');

describeListsAtSizeSuite('lists and search at size on PostgreSQL', () => database.open());
