import type { Notice } from '../../application/ports/notifier';

// Apart from the account pages' notices: logging out is offered by the header, part of every first
// load, and by the admin's Access Logs (ending this browser's own session); both need only this.
export const LOGGED_OUT: Notice = { title: 'Logged out', description: 'See you soon!' };
/** Ours: the session could not be ended (storage refused the change): still logged in. */
export const LOGOUT_NOT_SAVED: Notice = {
  title: 'Logout Failed',
  description: 'This browser could not end your session (its storage refused the change). Please try again.',
};
