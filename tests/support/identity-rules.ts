import type { LoadShopIdentityRules } from '../../src/domain/settings/shop-identity-settings';

/** What the composition hands the store settings' adapters (admin.adapters.ts), loaded as a test needs it. */
export const identityRules: LoadShopIdentityRules = () => import('../../src/domain/settings/shop-identity-settings');
