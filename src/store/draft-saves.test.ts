import { openTestDb } from '../../test/support/db';
import { describeDraftSavesSuite } from '../../test/support/draft-saves-suite';

describeDraftSavesSuite('draft saves on PGlite', openTestDb);
