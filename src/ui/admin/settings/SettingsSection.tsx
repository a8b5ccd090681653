import { SectionHeader } from '../parts/SectionHeader';
import { BusinessIdentitySettings } from './BusinessIdentitySettings';
import { GeneralSettings } from './GeneralSettings';
import { TwoFactorSettings } from './TwoFactorSettings';

export function SettingsSection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Settings" description="How the admin signs in, how the store presents itself, and who the shop is on its invoices." />
      <TwoFactorSettings />
      <GeneralSettings />
      <BusinessIdentitySettings />
    </section>
  );
}
