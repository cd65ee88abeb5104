import { openTestDb } from '../../test/support/db';
import { describePublishRaceSuite } from '../../test/support/publish-race-suite';

describePublishRaceSuite('publishing against draft saves on PGlite', openTestDb);
