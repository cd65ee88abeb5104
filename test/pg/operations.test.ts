import { describeOperationsSuite } from '../support/operations-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_operations');

describeOperationsSuite('documents, publishing and administration operations on PostgreSQL', () => database.open());
