import { identityRules } from './identity-rules';
import { Container } from 'inversify';
import { PRERENDERED_DATA, PrerenderedData } from '../../src/ui/lib/prerendered-data';
import { PasswordAccounts } from '../../src/application/sign-in/password-accounts';
import { TotpSecondFactor } from '../../src/application/sign-in/totp-second-factor';
import { CLOCK, type Clock } from '../../src/application/ports/clock';
import { EXCLUSIVE_LOCK, type ExclusiveLock } from '../../src/application/ports/exclusive-lock';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { LOGIN_ATTEMPT_STORE, type LoginAttemptStore } from '../../src/application/ports/login-attempts';
import { PHONE_VERIFICATION, type PhoneVerification } from '../../src/application/ports/phone-verification';
import { SECOND_FACTOR, type SecondFactor } from '../../src/application/ports/second-factor';
import { USER_ACCOUNTS, type UserAccounts } from '../../src/application/ports/user-accounts';
import type { StoredUser } from '../../src/application/ports/user-repository';
import { WebCryptoPasswordHasher } from '../../src/adapters/browser/web-crypto-password-hasher';
import { LOGGER, type Logger } from '../../src/application/ports/logger';
import { NOTIFIER, type Notifier } from '../../src/application/ports/notifier';
import { PRODUCT_REPOSITORY, type ProductRepository } from '../../src/application/ports/product-repository';
import { RETURN_PATH_STORE, type ReturnPathStore } from '../../src/application/ports/return-path-store';
import { DELIVERY_PIN_STORE, type DeliveryPinStore } from '../../src/application/ports/delivery-pin-store';
import { DELIVERY_CHECKING, type DeliveryChecking } from '../../src/application/delivery/delivery-checking';
import { DeliveryCheckService } from '../../src/application/delivery/delivery-check-service';
import { MemoryDeliveryPinStore } from '../../src/adapters/memory/memory-delivery-pin-store';
import { SCROLL_POSITION_STORE, type ScrollPositionStore } from '../../src/application/ports/scroll-position-store';
import { MemoryScrollPositionStore } from '../../src/adapters/memory/memory-scroll-position-store';
import { SESSION_STORE, type SessionStore } from '../../src/application/ports/session-store';
import { ManualClock } from '../../src/adapters/memory/manual-clock';
import { MemoryLoginAttemptStore } from '../../src/adapters/memory/memory-login-attempt-store';
import { MemoryPhoneVerification } from '../../src/adapters/memory/memory-phone-verification';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { MemoryReturnPathStore } from '../../src/adapters/memory/memory-return-path-store';
import { MemorySessionStore } from '../../src/adapters/memory/memory-session-store';
import { SHOPPER_SIGN_IN_LOG, type ShopperSignInLog } from '../../src/application/ports/shopper-sign-in-log';
import { MemoryShopperSignInLog } from '../../src/adapters/memory/memory-shopper-sign-in-log';
import { MemoryTwoFactorSecretStore } from '../../src/adapters/memory/memory-two-factor-secret-store';
import { MemoryUserRepository } from '../../src/adapters/memory/memory-user-repository';
import { SeededRandomSource } from '../../src/adapters/memory/seeded-random-source';
import type { Product } from '../../src/domain/catalogue/product';
import { seedProducts } from '../../src/domain/catalogue/seed-products';
import { ADMIN_ACTIVITY_LOG, type AdminActivityLog } from '../../src/application/ports/admin-activity-log';
import { MIGRATION_SOURCE, type MigrationSource } from '../../src/application/ports/migration-source';
import { MIGRATION_TARGET, type MigrationTarget } from '../../src/application/ports/migration-target';
import { MemoryMigrationSource } from '../../src/adapters/memory/memory-migration-source';
import { STORE_SETTINGS, type StoreSettings } from '../../src/application/ports/store-settings';
import { BookOrderFigures } from '../../src/adapters/in-browser/book-order-figures';
import { ORDER_FIGURES, type OrderFigureQueries } from '../../src/application/ports/order-figures';
import { MemoryAdminActivityLog } from '../../src/adapters/memory/memory-admin-activity-log';
import { ADMIN_SIGN_IN_LOG, type AdminSignInLog } from '../../src/application/ports/admin-sign-in-log';
import { MemoryAdminSignInLog } from '../../src/adapters/memory/memory-admin-sign-in-log';
import { QR_CODE_RENDERER, type QrCodeRenderer } from '../../src/application/ports/qr-code-renderer';
import { QrcodeRenderer } from '../../src/adapters/browser/qrcode-renderer';
import { MemoryStoreSettings } from '../../src/adapters/memory/memory-store-settings';
import { SteeredMigrationTarget } from './steered-migration-target';
import { CHAT_TRANSCRIPT_STORE, type ChatTranscriptStore } from '../../src/application/ports/chat-transcript-store';
import { GEOLOCATION, type Geolocation } from '../../src/application/ports/geolocation';
import { LOCATION_STORE, type LocationStore } from '../../src/application/ports/location-store';
import { FakeGeolocation } from '../../src/adapters/memory/fake-geolocation';
import { MemoryChatTranscriptStore } from '../../src/adapters/memory/memory-chat-transcript-store';
import { MemoryLocationStore } from '../../src/adapters/memory/memory-location-store';
import { NOTIFICATION_PREFERENCES_STORE, type NotificationPreferencesStore } from '../../src/application/ports/notification-preferences-store';
import { MemoryNotificationPreferencesStore } from '../../src/adapters/memory/memory-notification-preferences-store';
import { SessionState } from '../../src/ui/stores/session-state';
import { CartState } from '../../src/ui/stores/cart-state';
import { CartReader } from '../../src/application/cart/cart-reader';
import { CART_EDITING, type CartEditing } from '../../src/application/cart/cart-editing';
import { CartEditor } from '../../src/application/cart/cart-editor';
import { CART_STORE, type CartStore } from '../../src/application/ports/cart-store';
import { MemoryCartStore } from '../../src/adapters/memory/memory-cart-store';
import { WISHLIST_STORE, type WishlistStore } from '../../src/application/ports/wishlist-store';
import { WISHLIST, type Wishlist } from '../../src/application/wishlist/wishlist';
import { WishlistService } from '../../src/application/wishlist/wishlist-service';
import { MemoryWishlistStore } from '../../src/adapters/memory/memory-wishlist-store';
import { WishlistState } from '../../src/ui/stores/wishlist-state';
import { ADDRESS_BOOK, type AddressBook } from '../../src/application/ports/address-book';
import { ID_SOURCE, type IdSource } from '../../src/application/ports/id-source';
import { MemoryAddressBook } from '../../src/adapters/memory/memory-address-book';
import { RandomUuidSource } from '../../src/adapters/browser/random-uuid-source';
import { ORDER_BOOK, type OrderBook } from '../../src/application/ports/order-book';
import { MemoryOrderBook } from '../../src/adapters/memory/memory-order-book';
import { PROMOTION_BOOK, type PromotionBook } from '../../src/application/ports/promotion-book';
import { MemoryPromotionBook } from '../../src/adapters/memory/memory-promotion-book';
import { RETURN_REQUESTS, type ReturnRequests } from '../../src/application/ports/return-requests';
import { RETURNS_DESK, type ReturnsDesk } from '../../src/application/ports/returns-desk';
import { MemoryReturnRequests } from '../../src/adapters/memory/memory-return-requests';
import { BookSalesReports } from '../../src/adapters/in-browser/book-sales-reports';
import { SALES_REPORTS, type SalesReportQueries } from '../../src/application/ports/sales-report-queries';
import { PAYMENT_GATEWAY, type PaymentGateway } from '../../src/application/ports/payment-gateway';
import { UpiPaymentGateway } from '../../src/adapters/browser/upi-payment-gateway';
import { RecordingLogger } from './recording-logger';
import { RecordingNotifier } from './recording-notifier';

export interface TestContainer {
  container: Container;
  clock: ManualClock;
  notifier: RecordingNotifier;
  logger: RecordingLogger;
  products: MemoryProductRepository;
  session: MemorySessionStore;
  returnPath: MemoryReturnPathStore;
  users: MemoryUserRepository;
  /** Real PBKDF2 at a cheap cost: the tests check real hashes, quickly. */
  hasher: WebCryptoPasswordHasher;
  twoFactorSecrets: MemoryTwoFactorSecretStore;
  loginAttempts: MemoryLoginAttemptStore;
  phones: MemoryPhoneVerification;
  random: SeededRandomSource;
  /** The shoppers' logins, noted by the login and sign-up, read by the dashboard's Active Users. */
  shopperSignIns: MemoryShopperSignInLog;
  // --- admin panel (not accounts) ---
  activity: MemoryAdminActivityLog;
  storeSettings: MemoryStoreSettings;
  migrationSource: MemoryMigrationSource;
  migrationTarget: SteeredMigrationTarget;
  signIns: MemoryAdminSignInLog;
  /** The real qrcode library: the tests can decode nothing, but see an image made. */
  qr: QrCodeRenderer;
  // --- end admin panel ---
  // --- support chat and location prompt ---
  chatTranscript: MemoryChatTranscriptStore;
  locationStore: MemoryLocationStore;
  geolocation: FakeGeolocation;
  // --- end support chat and location prompt ---
  notificationPreferences: MemoryNotificationPreferencesStore;
  cart: MemoryCartStore;
  wishlist: MemoryWishlistStore;
  addressBook: MemoryAddressBook;
  /** Over `products`' stock. */
  orders: MemoryOrderBook;
  /** Beside `orders`. */
  returns: MemoryReturnRequests;
  /** The promotion codes `orders` applies and counts (the spec's sample, paused). */
  promotions: MemoryPromotionBook;
}

/** The browser the tests' admin signs in from. */
export const TEST_USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';

/** PBKDF2 iterations for tests: the real algorithm, a thousandth of the production cost. */
export const TEST_HASH_ITERATIONS = 600;

/** A container with memory adapters, a manual clock and recording notifier/logger. */
export function createTestContainer(options: { products?: readonly Product[]; users?: readonly StoredUser[] } = {}): TestContainer {
  const container = new Container({ autobind: true, defaultScope: 'Transient' });
  const parts = {
    clock: new ManualClock(1_700_000_000_000),
    notifier: new RecordingNotifier(),
    logger: new RecordingLogger(),
    products: new MemoryProductRepository(options.products ?? seedProducts(() => 0.5)),
    session: new MemorySessionStore(),
    returnPath: new MemoryReturnPathStore(),
    users: new MemoryUserRepository(options.users),
    hasher: new WebCryptoPasswordHasher({ iterations: TEST_HASH_ITERATIONS }),
    twoFactorSecrets: new MemoryTwoFactorSecretStore(),
    loginAttempts: new MemoryLoginAttemptStore(),
    phones: new MemoryPhoneVerification(),
    random: new SeededRandomSource(),
    shopperSignIns: new MemoryShopperSignInLog(),
  };
  container.bind<Clock>(CLOCK).toConstantValue(parts.clock);
  container.bind<Notifier>(NOTIFIER).toConstantValue(parts.notifier);
  container.bind<Logger>(LOGGER).toConstantValue(parts.logger);
  // As the composition binds it for a page the browser renders itself: nothing prerendered.
  container.bind<PrerenderedData>(PRERENDERED_DATA).toConstantValue(PrerenderedData.fromJson(null));
  container.bind<ProductRepository>(PRODUCT_REPOSITORY).toConstantValue(parts.products);
  container.bind<SessionStore>(SESSION_STORE).toConstantValue(parts.session);
  // As the composition binds it: one for the container's life, shared by every view model.
  container.bind(SessionState).toSelf().inSingletonScope();
  container.bind<ReturnPathStore>(RETURN_PATH_STORE).toConstantValue(parts.returnPath);
  container.bind<DeliveryPinStore>(DELIVERY_PIN_STORE).toConstantValue(new MemoryDeliveryPinStore());
  container.bind<DeliveryChecking>(DELIVERY_CHECKING).to(DeliveryCheckService).inSingletonScope();
  container.bind<ScrollPositionStore>(SCROLL_POSITION_STORE).toConstantValue(new MemoryScrollPositionStore());
  container.bind<LoginAttemptStore>(LOGIN_ATTEMPT_STORE).toConstantValue(parts.loginAttempts);
  // One lock for the container, as the composition binds it: the cart's use cases and the order book share it.
  const lock = new MemoryExclusiveLock();
  container.bind<ExclusiveLock>(EXCLUSIVE_LOCK).toConstantValue(lock);
  container.bind<PhoneVerification>(PHONE_VERIFICATION).toConstantValue(parts.phones);
  container.bind<ShopperSignInLog>(SHOPPER_SIGN_IN_LOG).toConstantValue(parts.shopperSignIns);
  container.bind<UserAccounts>(USER_ACCOUNTS).toConstantValue(new PasswordAccounts(parts.users, parts.hasher));
  container
    .bind<SecondFactor>(SECOND_FACTOR)
    .toConstantValue(new TotpSecondFactor(parts.twoFactorSecrets, parts.clock, parts.random));
  const notificationPreferences = new MemoryNotificationPreferencesStore();
  container.bind<NotificationPreferencesStore>(NOTIFICATION_PREFERENCES_STORE).toConstantValue(notificationPreferences);
  const cart = new MemoryCartStore();
  container.bind<CartStore>(CART_STORE).toConstantValue(cart);
  container.bind(CartReader).toSelf().inSingletonScope();
  container.bind<CartEditing>(CART_EDITING).to(CartEditor);
  container.bind(CartState).toSelf().inSingletonScope();
  const addressBook = new MemoryAddressBook();
  container.bind<AddressBook>(ADDRESS_BOOK).toConstantValue(addressBook);
  // Repeatable UUIDs: a seed of its own, so that the second factor's secrets stay as they were.
  container.bind<IdSource>(ID_SOURCE).toConstantValue(new RandomUuidSource(new SeededRandomSource(0x1d5)));
  const promotions = new MemoryPromotionBook();
  container.bind<PromotionBook>(PROMOTION_BOOK).toConstantValue(promotions);
  // Who sells, as the settings bound at the time say (a test may rebind them).
  const identity = () => container.get<StoreSettings>(STORE_SETTINGS).readIdentity();
  const orders = new MemoryOrderBook({ catalogue: parts.products, carts: cart, lock, promotions, identity });
  container.bind<OrderBook>(ORDER_BOOK).toConstantValue(orders);
  // As the memory backend binds it: the book's orders (its everyOrder, or a test's stand-in for it) and the logins.
  container.bind<OrderFigureQueries>(ORDER_FIGURES).toConstantValue(new BookOrderFigures(orders, parts.shopperSignIns));
  // As the memory backend binds it: the Reports section's sums over the book (its everyOrder, or a test's stand-in for it).
  container.bind<SalesReportQueries>(SALES_REPORTS).toConstantValue(new BookSalesReports(orders));
  container.bind<PaymentGateway>(PAYMENT_GATEWAY).toConstantValue(new UpiPaymentGateway(identity));
  const returns = new MemoryReturnRequests(orders);
  container.bind<ReturnRequests>(RETURN_REQUESTS).toConstantValue(returns);
  container.bind<ReturnsDesk>(RETURNS_DESK).toConstantValue(returns);
  return { container, ...parts, ...bindWishlist(container), ...bindAdminPanel(container), ...bindSupportAndLocation(container), notificationPreferences, cart, addressBook, orders, returns, promotions };
}

// --- admin panel (not accounts): the admin's own ports, kept in one block ---
function bindAdminPanel(container: Container) {
  const admin = {
    activity: new MemoryAdminActivityLog(),
    storeSettings: new MemoryStoreSettings(identityRules),
    // What a browser that ran the local store holds: a product and a shopper to copy.
    migrationSource: new MemoryMigrationSource({
      products: [{ title: 'Linen Shirt', sku: 'SHI4004', price: 1299, category: 'shirts', stock: 12 }],
      users: { '9000000002': { name: 'asha', phone: '9000000002', registeredAt: '2024-05-01T10:00:00.000Z' } },
    }),
    migrationTarget: new SteeredMigrationTarget(),
    signIns: new MemoryAdminSignInLog(TEST_USER_AGENT),
    qr: new QrcodeRenderer() as QrCodeRenderer,
  };
  container.bind<AdminActivityLog>(ADMIN_ACTIVITY_LOG).toConstantValue(admin.activity);
  container.bind<StoreSettings>(STORE_SETTINGS).toConstantValue(admin.storeSettings);
  container.bind<MigrationSource>(MIGRATION_SOURCE).toConstantValue(admin.migrationSource);
  container.bind<MigrationTarget>(MIGRATION_TARGET).toConstantValue(admin.migrationTarget);
  container.bind<AdminSignInLog>(ADMIN_SIGN_IN_LOG).toConstantValue(admin.signIns);
  container.bind<QrCodeRenderer>(QR_CODE_RENDERER).toConstantValue(admin.qr);
  return admin;
}
// --- end admin panel ---

// --- support chat and location prompt ---
function bindSupportAndLocation(container: Container) {
  const support = { chatTranscript: new MemoryChatTranscriptStore(), locationStore: new MemoryLocationStore(), geolocation: new FakeGeolocation() };
  container.bind<ChatTranscriptStore>(CHAT_TRANSCRIPT_STORE).toConstantValue(support.chatTranscript);
  container.bind<LocationStore>(LOCATION_STORE).toConstantValue(support.locationStore);
  container.bind<Geolocation>(GEOLOCATION).toConstantValue(support.geolocation);
  return support;
}
// --- end support chat and location prompt ---

// --- wishlist ---
function bindWishlist(container: Container) {
  const wishlist = new MemoryWishlistStore();
  container.bind<WishlistStore>(WISHLIST_STORE).toConstantValue(wishlist);
  // As the composition binds them: one state for every heart; the use cases as one object.
  container.bind<Wishlist>(WISHLIST).to(WishlistService).inSingletonScope();
  container.bind(WishlistState).toSelf().inSingletonScope();
  return { wishlist };
}
// --- end wishlist ---
