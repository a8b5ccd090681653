import { inject, injectable } from 'inversify';
import { StoreSettingsService } from '../../../application/admin/store-settings-service';
import type { GeneralSettingsValues } from '../../../domain/settings/store-settings-form';

@injectable()
export class GeneralSettingsViewModel {
  constructor(@inject(StoreSettingsService) private readonly service: StoreSettingsService) {}

  initialValues(): GeneralSettingsValues {
    return { storeName: this.service.current().storeName };
  }

  save(values: GeneralSettingsValues): Promise<boolean> {
    return this.service.save(values.storeName);
  }
}
