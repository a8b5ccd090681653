import type { Logger } from '../../application/ports/logger';
import { readItem, writeItem } from './guarded-storage';

/** Where the browser says another tab wrote to storage. */
export type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/** What one owner's entry reads as: its readable part, and whether anything was left out. */
export interface ReadEntry {
  readonly dropped: boolean;
}

/** One kind of entry kept in an owner-keyed map, and the words its warnings and errors use. */
export interface OwnerMapKind<Entry extends ReadEntry> {
  /** The localStorage key the whole map is stored under ('carts'). */
  readonly key: string;
  /** An owner's stored value as an entry, validated (zod, in the domain): what is unreadable is dropped. */
  readonly read: (stored: unknown) => Entry;
  /** What an owner with nothing stored has. */
  readonly empty: Entry;
  /** What an owner has when the whole map was unreadable: nothing, and `dropped` said. */
  readonly lost: Entry;
  readonly words: {
    /** 'The stored carts', in 'The stored carts under "carts" are unreadable'. */
    readonly map: string;
    /** 'cart', in 'every cart reads as empty'. */
    readonly each: string;
    /** 'the stored cart', in 'Part of the stored cart of 98… is unreadable'. */
    readonly entry: string;
    /** 'The cart', in 'The cart could not be saved'. */
    readonly saved: string;
  };
}

/**
 * Every shopper's entry (a cart, a wishlist, saved addresses) in one map under one key in
 * localStorage, keyed by owner (the phone, as the `users` map is). A map that is not JSON or not an
 * object reads as every entry lost, with a warning; one owner's entry in an older or corrupted shape
 * reads as its readable part, `dropped` said, with a warning. A save writes that owner's `Value` and
 * keeps every other one as it was stored; a refused write rejects with StorageWriteError. Its
 * methods have the shape of the per-shopper store ports (CartStore, WishlistStore), so that a local
 * store is this class and its kind.
 */
export class OwnerKeyedMap<Entry extends ReadEntry, Value> {
  constructor(
    private readonly storage: Storage,
    private readonly logger: Logger,
    private readonly kind: OwnerMapKind<Entry>,
    private readonly events?: StorageEvents,
  ) {}

  async read(owner: string): Promise<Entry> {
    const map = this.load();
    if (!map || !Object.hasOwn(map.entries, owner)) return map?.unreadable ? this.kind.lost : this.kind.empty;
    const entry = this.kind.read(map.entries[owner]);
    if (entry.dropped) this.logger.warn(`Part of ${this.kind.words.entry} of ${owner} is unreadable; it was left out.`);
    return entry;
  }

  async save(owner: string, value: Value): Promise<void> {
    const entries = this.load()?.entries ?? {};
    writeItem(this.storage, this.kind.key, JSON.stringify({ ...entries, [owner]: value }), this.kind.words.saved);
  }

  /** Calls `listener` when another tab writes the map (the storage event never fires in the tab that wrote). */
  async watch(_owner: string, listener: () => void): Promise<() => void> {
    const events = this.events;
    if (!events) return () => {};
    const onStorage = (event: StorageEvent) => {
      if (event.key === this.kind.key || event.key === null) listener();
    };
    events.addEventListener('storage', onStorage);
    return () => events.removeEventListener('storage', onStorage);
  }

  /** The stored map; `unreadable` when what was stored was no map at all (then every entry reads as lost). */
  private load(): { entries: Record<string, unknown>; unreadable: boolean } | undefined {
    const raw = readItem(this.storage, this.kind.key, this.logger);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return { entries: parsed as Record<string, unknown>, unreadable: false };
    } catch {
      // Said below.
    }
    const { map, each } = this.kind.words;
    this.logger.warn(`${map} under "${this.kind.key}" are unreadable; every ${each} reads as empty.`);
    return { entries: {}, unreadable: true };
  }
}
