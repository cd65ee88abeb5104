import { openTestDb } from '../../../test/support/db';
import { describeArchiveSuite } from '../../../test/support/archive-suite';

describeArchiveSuite('the record of what was served, on PGlite', openTestDb);
