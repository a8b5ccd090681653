import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { CLOCK, type Clock } from '../../../application/ports/clock';
import { LOCATION_PROMPT_DELAY_MS } from '../../../domain/location/user-location';
import { useService } from '../../app/container-context';
import { LOGIN_PATH, SIGN_IN_PATH, SIGN_UP_PATH } from '../../app/paths';
import { lateComponent, useLateComponent } from '../../kit/use-late-component';

// The prompt's code (its view model, the use case, the dialog) is fetched once the delay is up.
const locationPromptCode = lateComponent(() => import('./LocationPrompt').then((module) => module.default));

/** The account screens are never covered (the admin area has a layout of its own, without this). */
const PROMPT_FREE_PATHS: readonly string[] = [LOGIN_PATH, SIGN_IN_PATH, SIGN_UP_PATH];

/**
 * Opens the location prompt a second after the storefront's first load, when it has not been
 * answered (the prompt checks). Landing on the login or sign-up screen, it waits for the first
 * storefront page instead.
 */
export function LocationPromptLauncher() {
  const clock = useService<Clock>(CLOCK);
  const [due, setDue] = useState(false);
  useEffect(() => {
    const handle = clock.setTimeout(() => setDue(true), LOCATION_PROMPT_DELAY_MS);
    return () => clock.clearTimeout(handle);
  }, [clock]);
  const { pathname } = useLocation();
  const here = !PROMPT_FREE_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
  const LocationPrompt = useLateComponent(locationPromptCode, due && here);
  return due && here && LocationPrompt ? <LocationPrompt /> : null;
}
