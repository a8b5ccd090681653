import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CLOCK, type Clock } from '../../application/ports/clock';
import { LOCATION_PROMPT_DELAY_MS } from '../../domain/location/location-prompt-delay';
import { WIDE_SCREEN_QUERY } from '../components/sheet/sheet-props';
import { lateComponent, useLateComponent } from '../hooks/use-late-component';
import { useMediaQuery } from '../hooks/use-media-query';
import { whenIdle } from '../lib/when-idle';
import { useService } from './container-context';
import { CUSTOMER_CARE_PATH } from './paths';
import type { FloatingWidgetsProps } from './FloatingWidgets';
// With the first load's styles, for the room the footer keeps for the button (below).
import '../features/support/support-chat-launcher.css';

// The widgets' code comes with what every page fetches once it has rendered (build/chunk-groups.ts).
const floatingWidgetsCode = lateComponent<FloatingWidgetsProps>(() => import('./FloatingWidgets').then((module) => module.default));

/**
 * What every storefront page has besides its content (not the admin area, which has its own
 * layout): the support chat's floating button and the location prompt, which mount once the page
 * is idle. The prompt's second counts from the first load, here, whenever their code arrives; the
 * code is fetched then at the latest. The screen's width is read here: the browse filters share the
 * hook, and a module of its own would cost a category page a request.
 */
export function StorefrontWidgets() {
  const clock = useService<Clock>(CLOCK);
  const [promptDue, setPromptDue] = useState(false);
  useEffect(() => {
    const handle = clock.setTimeout(() => setPromptDue(true), LOCATION_PROMPT_DELAY_MS);
    return () => clock.clearTimeout(handle);
  }, [clock]);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const wide = useMediaQuery(WIDE_SCREEN_QUERY);
  const FloatingWidgets = useLateComponent(floatingWidgetsCode, idle || promptDue);
  // The chat's button stays away from /customer-care (SupportChatLauncher); elsewhere the footer
  // makes room for it from the first paint, before the button is here.
  const chatButtonRoom = useLocation().pathname !== CUSTOMER_CARE_PATH;
  return (
    <>
      {chatButtonRoom && <span className="support-chat-room" hidden />}
      {FloatingWidgets && <FloatingWidgets wide={wide} locationPromptDue={promptDue} />}
    </>
  );
}
