import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/catalogue/product';
import { MALFORMED_LINE_FIELDS, MALFORMED_REQUESTS, forged, forgedLine } from '../support/malformed-order-requests';
import { ASHA, TEE, line, requestFor, type OrderBookFixture } from './order-book.contract';

/**
 * What every OrderBook answers a request no checkout makes (issue 37): the same named refusal on
 * memory, local and Supabase (where place_order's own check answers it, never a database error),
 * and nothing changed: no stock taken, no order kept. Run by orderBookContract.
 */
export function orderRequestRefusalsContract(name: string, create: (catalogue: readonly Product[]) => Promise<OrderBookFixture>) {
  describe(`${name} — malformed requests`, () => {
    const refusesUnchanged = async (fixture: OrderBookFixture, request: Parameters<OrderBookFixture['book']['place']>[1], reason: string) => {
      expect(await fixture.book.place(ASHA, request, Date.now())).toEqual({ kind: 'not-accepted', reason });
      expect(await fixture.stockOf(TEE.id)).toBe(5);
      expect(await fixture.book.list(ASHA)).toEqual([]);
    };

    it.each(MALFORMED_LINE_FIELDS)('refuses %s by name, changing nothing', async (_what, change, reason) => {
      const fixture = await create([TEE]);
      await refusesUnchanged(fixture, requestFor([forgedLine(line(TEE, 1), change)], { total: 49_900 }), reason);
    });

    it.each(MALFORMED_REQUESTS)('refuses %s by name, changing nothing', async (_what, change, reason) => {
      const fixture = await create([TEE]);
      await refusesUnchanged(fixture, forged(requestFor([line(TEE, 1)]), change), reason);
    });
  });
}
