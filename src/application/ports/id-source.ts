/**
 * New ids for what a use case creates (a saved address): unique without asking a server, and UUIDs,
 * so that a database's uuid key takes the same id the browser's stores keep.
 */
export interface IdSource {
  newId(): string;
}

export const ID_SOURCE = Symbol('IdSource');
