import { useLocation } from 'react-router-dom';
import { LOGIN_PATH, SIGN_UP_ALIAS_PATH, SIGN_UP_PATH } from '../../app/paths';
import { lateComponent, useLateComponent } from '../../hooks/use-late-component';

// The prompt's code (its view model, the use case, the dialog) is fetched once the delay is up.
const locationPromptCode = lateComponent(() => import('./LocationPrompt').then((module) => module.default));

/** The account screens are never covered (the admin area has a layout of its own, without this). */
const PROMPT_FREE_PATHS: readonly string[] = [LOGIN_PATH, SIGN_UP_PATH, SIGN_UP_ALIAS_PATH];

/**
 * Opens the location prompt once `due` (a second after the storefront's first load: StorefrontWidgets
 * times it), when it has not been answered (the prompt checks). Landing on the login or sign-up
 * screen, it waits for the first storefront page instead.
 */
export function LocationPromptLauncher({ due }: { due: boolean }) {
  const { pathname } = useLocation();
  const here = !PROMPT_FREE_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
  const LocationPrompt = useLateComponent(locationPromptCode, due && here);
  return due && here && LocationPrompt ? <LocationPrompt /> : null;
}
