import { describeNoticeTopicsSuite } from '../support/notice-topics-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_notice_topics');

describeNoticeTopicsSuite('the managed topics of notices on PostgreSQL', () => database.open());
