import { describeBannersSuite } from '../support/banners-suite';
import { migratedDatabase } from './databases';

const database = migratedDatabase('tessera_banners');

describeBannersSuite('banners and disclaimers on PostgreSQL', () => database.open());
