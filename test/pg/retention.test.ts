import { describeRetentionSuite } from '../support/retention-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_retention');

describeRetentionSuite('retention of submissions, draft saves and preview links on PostgreSQL', () => database.open());
