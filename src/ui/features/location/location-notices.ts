import type { LocationAnswer } from '../../../application/location/location-prompt-service';
import type { Notice } from '../../../application/ports/notifier';

/** The toasts of the prompt's answers (the spec's texts). */
export const LOCATION_ANSWERED: Readonly<Record<LocationAnswer, Notice>> = {
  granted: { title: 'Location Access Granted' },
  denied: { title: 'Location access denied', description: 'You can change this in your browser settings.' },
  unsupported: { title: 'Geolocation not supported', description: "Your browser doesn't support location services." },
};

export const LOCATION_SKIPPED: Notice = { title: 'Location access skipped' };
