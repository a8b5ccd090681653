import { SectionHeader } from '../parts/SectionHeader';
import { GeneralSettings } from './GeneralSettings';
import { TwoFactorSettings } from './TwoFactorSettings';

export function SettingsSection() {
  return (
    <section className="admin-section" aria-labelledby="admin-section-title">
      <SectionHeader title="Settings" description="How the admin signs in, and how the store presents itself." />
      <TwoFactorSettings />
      <GeneralSettings />
    </section>
  );
}
