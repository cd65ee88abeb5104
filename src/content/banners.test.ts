import { openTestDb } from '../../test/support/db';
import { describeBannersSuite } from '../../test/support/banners-suite';

describeBannersSuite('banners and disclaimers on PGlite', openTestDb);
