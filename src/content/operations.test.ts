import { openTestDb } from '../../test/support/db';
import { describeOperationsSuite } from '../../test/support/operations-suite';

describeOperationsSuite('documents, publishing and administration operations on PGlite', openTestDb);
