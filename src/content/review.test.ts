import { openTestDb } from '../../test/support/db';
import { describeReviewSuite } from '../../test/support/review-suite';

describeReviewSuite('review before publishing on PGlite', openTestDb);
