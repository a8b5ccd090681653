import { LocationPromptLauncher } from '../features/location/LocationPromptLauncher';
import { SupportChatLauncher } from '../features/support/SupportChatLauncher';

/**
 * What every storefront page has besides its content (not the admin area, which has its own
 * layout): the support chat's floating button and the location prompt. Both are tiny here and
 * fetch their code when it is needed.
 */
export function StorefrontWidgets() {
  return (
    <>
      <SupportChatLauncher />
      <LocationPromptLauncher />
    </>
  );
}
