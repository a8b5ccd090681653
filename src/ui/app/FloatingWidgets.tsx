import { LocationPromptLauncher } from '../features/location/LocationPromptLauncher';
import { SupportChatLauncher } from '../features/support/SupportChatLauncher';

export interface FloatingWidgetsProps {
  /** A screen of the chat dialog's width (else the chat is a bottom drawer). */
  wide: boolean;
  /** The location prompt's delay since the first load is over. */
  locationPromptDue: boolean;
}

/** The support chat's floating button and the location prompt: StorefrontWidgets mounts them when their code is here. */
export default function FloatingWidgets({ wide, locationPromptDue }: FloatingWidgetsProps) {
  return (
    <>
      <SupportChatLauncher wide={wide} />
      <LocationPromptLauncher due={locationPromptDue} />
    </>
  );
}
