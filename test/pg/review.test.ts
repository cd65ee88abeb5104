import { describeReviewSuite } from '../support/review-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_review');

describeReviewSuite('review before publishing on PostgreSQL', () => database.open());
