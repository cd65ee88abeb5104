import { openTestDb } from '../../test/support/db';
import { describeListsAtSizeSuite } from '../../test/support/lists-at-size-suite';

describeListsAtSizeSuite('lists and search at size on PGlite', openTestDb);
