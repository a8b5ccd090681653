import { MapStorage } from './map-storage';

/**
 * Web Storage that holds at most `quota` characters (keys and values), refusing a write past it
 * with a QuotaExceededError as browsers do: storage filled up by another page, or by an attacker.
 */
export class QuotaStorage extends MapStorage {
  constructor(public quota: number) {
    super();
  }

  /** Characters held now. */
  used(): number {
    let total = 0;
    for (let i = 0; i < this.length; i++) {
      const key = this.key(i)!;
      total += key.length + (this.getItem(key)?.length ?? 0);
    }
    return total;
  }

  override setItem(key: string, value: string): void {
    const after = this.used() - (this.getItem(key) === null ? 0 : key.length + this.getItem(key)!.length) + key.length + String(value).length;
    if (after > this.quota) throw new DOMException(`The quota has been exceeded (${after} > ${this.quota}).`, 'QuotaExceededError');
    super.setItem(key, value);
  }
}
