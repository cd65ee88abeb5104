import { openTestDb } from '../../test/support/db';
import { describeRetentionSuite } from '../../test/support/retention-suite';

describeRetentionSuite('retention of submissions, draft saves and preview links on PGlite', openTestDb);
