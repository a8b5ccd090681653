import { signInModule } from './modules/sign-in.module';
import { adminModule } from './modules/admin.module';
import { cartModule } from './modules/cart.module';
import { catalogueModule } from './modules/catalogue.module';
import { checkoutModule } from './modules/checkout.module';
import { deliveryCheckModule } from './modules/delivery-check.module';
import { locationModule } from './modules/location.module';
import { platformModule } from './modules/platform.module';
import { reportsModule } from './modules/reports.module';
import { returnsModule } from './modules/returns.module';
import { scrollPositionsModule } from './modules/scroll-positions.module';
import { sessionModule } from './modules/session.module';
import { notificationsModule } from './modules/notifications.module';
import { supportModule } from './modules/support.module';
import { wishlistModule } from './modules/wishlist.module';

/** Every feature area's module: each binds its ports for the chosen backend. */
export const FEATURE_MODULES = [platformModule, catalogueModule, sessionModule, scrollPositionsModule, deliveryCheckModule, signInModule, adminModule, reportsModule, notificationsModule, cartModule, checkoutModule, supportModule, locationModule, wishlistModule, returnsModule];
