import { describeArchiveSuite } from '../support/archive-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_archive');

describeArchiveSuite('the record of what was served, on PostgreSQL', () => database.open());
