import type { Notice } from '../ports/notifier';

// Apart from account-texts: logging out is offered by the header, part of every first load, and
// needs only this notice; the header must not bring the other account texts (and their domain
// helpers) with it.
export const LOGGED_OUT: Notice = { title: 'Logged out', description: 'See you soon!' };
