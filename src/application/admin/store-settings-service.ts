import { inject, injectable } from 'inversify';
import { checkForm, type InvalidForm } from '../../domain/form-check';
import type { ShopIdentity } from '../../domain/orders/shop-identity';
import type { StoreSettingsValues } from '../../domain/settings/store-settings';
import { shopIdentityFormSchema, type ShopIdentityFormValues } from '../../domain/settings/shop-identity-form';
import { generalSettingsSchema, type GeneralSettingsValues } from '../../domain/settings/store-settings-form';
import { LOGGER, type Logger } from '../ports/logger';
import { StorageWriteError } from '../ports/storage-errors';
import { STORE_SETTINGS, type StoreSettings } from '../ports/store-settings';
import { AdminAuthority } from './admin-authority';
import { ADMIN_ONLY, type AdminOnly } from '../outcomes';
import { NOT_SAVED } from '../outcomes';

/** What saving the General Settings came to. */
export type StoreSettingsSaveOutcome =
  | { readonly kind: 'ok'; readonly settings: StoreSettingsValues }
  /** A field breaks the form's rule (`generalSettingsSchema`): its message, nothing saved. */
  | InvalidForm
  | AdminOnly
  /** The storage refused the write: nothing changed. `reason` is its own words, when it gave them. */
  | { readonly kind: 'not-saved'; readonly reason?: string };

/** What saving the Business identity came to: as for the General Settings, the identity kept when ok. */
export type ShopIdentitySaveOutcome =
  | { readonly kind: 'ok'; readonly identity: ShopIdentity }
  | InvalidForm
  | AdminOnly
  | { readonly kind: 'not-saved'; readonly reason?: string };

/**
 * The General Settings: the store's name, shown in the header, the footer and the tab titles, and
 * the UPI payment hold (how long an unconfirmed UPI order keeps its stock). Anyone reads them (every
 * page shows the name); only the admin (AdminAuthority) saves them. And the Business identity: the
 * shop's legal name, address, state, warehouse PIN, GSTIN and UPI ID, which invoices, UPI links and
 * the delivery promise name.
 */
@injectable()
export class StoreSettingsService {
  constructor(
    @inject(STORE_SETTINGS) private readonly settings: StoreSettings,
    @inject(LOGGER) private readonly logger: Logger,
    @inject(AdminAuthority) private readonly authority: AdminAuthority,
  ) {}

  current(): StoreSettingsValues {
    return this.settings.read();
  }

  /** Saves what the form describes, once the form's schema passes it (the name trimmed). */
  async save(values: GeneralSettingsValues): Promise<StoreSettingsSaveOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const check = checkForm(generalSettingsSchema, values);
    if (!check.ok) return { kind: 'invalid', errors: check.fieldErrors };
    const settings: StoreSettingsValues = { storeName: check.value.storeName, holdMinutes: check.value.holdMinutes ?? this.settings.read().holdMinutes };
    try {
      await this.settings.save(settings);
    } catch (error) {
      this.logger.error('The settings could not be saved.', error);
      return error instanceof StorageWriteError && error.message ? { kind: 'not-saved', reason: error.message } : NOT_SAVED;
    }
    return { kind: 'ok', settings };
  }

  identity(): Promise<ShopIdentity> {
    return this.settings.readIdentity();
  }

  /** Saves the identity the form describes, once the form's schema passes it (the GSTIN's format, state code and check character; the UPI ID's form). */
  async saveIdentity(values: ShopIdentityFormValues): Promise<ShopIdentitySaveOutcome> {
    if (!(await this.authority.admin())) return ADMIN_ONLY;
    const check = checkForm(shopIdentityFormSchema, values);
    if (!check.ok) return { kind: 'invalid', errors: check.fieldErrors };
    try {
      await this.settings.saveIdentity(check.value);
    } catch (error) {
      this.logger.error('The business identity could not be saved.', error);
      return error instanceof StorageWriteError && error.message ? { kind: 'not-saved', reason: error.message } : NOT_SAVED;
    }
    return { kind: 'ok', identity: check.value };
  }
}
