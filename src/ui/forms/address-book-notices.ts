import type { Notice } from '../../application/ports/notifier';

// What a change made in the address book came to, wherever the book is edited.

export const ADDRESS_DELETED: Notice = { title: 'Address Deleted' };
export const ADDRESS_GONE: Notice = { title: 'Address Not Saved', description: 'This address was deleted meanwhile.' };
export const ADDRESS_NOT_SAVED: Notice = { title: 'Address Not Saved', description: 'Your address book could not be updated. Please try again.' };
export const ADDRESS_NOT_DELETED: Notice = { title: 'Address Not Deleted', description: 'Your address book could not be updated. Please try again.' };
export const DEFAULT_NOT_CHANGED: Notice = { title: 'Default Not Changed', description: 'Your address book could not be updated. Please try again.' };
