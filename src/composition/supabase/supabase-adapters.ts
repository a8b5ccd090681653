// Every adapter the Supabase backend's ports are served by, in one chunk (see ./adapter-code.ts).
export { SupabaseProductRepository } from '../../adapters/supabase/supabase-product-repository';
export { SupabaseUserAccounts } from '../../adapters/supabase/auth/supabase-user-accounts';
export { SupabaseSecondFactor } from '../../adapters/supabase/auth/supabase-second-factor';
export { SupabasePhoneVerification } from '../../adapters/supabase/auth/supabase-phone-verification';
export { SupabaseAdminActivityLog } from '../../adapters/supabase/supabase-admin-activity-log';
export { SupabaseAdminSignInLog } from '../../adapters/supabase/supabase-admin-sign-in-log';
export { SupabaseShopperSignInLog } from '../../adapters/supabase/supabase-shopper-sign-in-log';
export { SupabaseMigrationTarget } from '../../adapters/supabase/supabase-migration-target';
export { SupabaseNotificationPreferencesStore } from '../../adapters/supabase/supabase-notification-preferences-store';
export { SupabaseCartStore } from '../../adapters/supabase/supabase-cart-store';
export { SupabaseAddressBook } from '../../adapters/supabase/supabase-address-book';
export { SupabaseOrderBook } from '../../adapters/supabase/supabase-order-book';
export { SupabaseOrderFigures } from '../../adapters/supabase/supabase-order-figures';
export { SupabasePromotionBook } from '../../adapters/supabase/supabase-promotion-book';
export { SupabaseReturnRequests } from '../../adapters/supabase/supabase-return-requests';
export { SupabaseReturnsDesk } from '../../adapters/supabase/supabase-returns-desk';
export { SupabaseSalesReports } from '../../adapters/supabase/supabase-sales-reports';
export { SupabaseWishlistStore } from '../../adapters/supabase/supabase-wishlist-store';
// The name the authenticator app shows beside the code (its module brings otpauth: not in the first load).
export { TOTP_ISSUER } from '../../domain/sign-in/totp';
