import { describePublishRaceSuite } from '../support/publish-race-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_publish_race');

describePublishRaceSuite('publishing against draft saves on PostgreSQL', () => database.open());
