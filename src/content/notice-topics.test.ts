import { openTestDb } from '../../test/support/db';
import { describeNoticeTopicsSuite } from '../../test/support/notice-topics-suite';

describeNoticeTopicsSuite('the managed topics of notices on PGlite', openTestDb);
