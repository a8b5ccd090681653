import { identityRules } from '../support/identity-rules';
import { describe, expect, it } from 'vitest';
import { LocalCartStore } from '../../src/adapters/local/local-cart-store';
import { LocalOrderBook } from '../../src/adapters/local/local-order-book';
import { LocalProductRepository } from '../../src/adapters/local/local-product-repository';
import { MemoryCartStore } from '../../src/adapters/memory/memory-cart-store';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { MemoryOrderBook } from '../../src/adapters/memory/memory-order-book';
import { MemoryProductRepository } from '../../src/adapters/memory/memory-product-repository';
import { MemoryStoreSettings } from '../../src/adapters/memory/memory-store-settings';
import type { OrderBook } from '../../src/application/ports/order-book';
import { taxInvoice } from '../../src/domain/orders/invoice';
import { invoiceSeller } from '../../src/domain/orders/invoice-seller';
import { SHOP_IDENTITY } from '../../src/domain/orders/shop-identity';
import { RecordingLogger } from '../support/recording-logger';
import { ASHA, CONTRACT_CATALOGUE, TEE, line, placed, requestFor } from './order-book.contract';
import { OTHER_IDENTITY } from './store-settings.contract';

/** The legal name the order's invoice prints (or will, once issued at dispatch). */
function legalNameOnInvoice(order: Parameters<typeof taxInvoice>[0]): string | undefined {
  const outcome = taxInvoice(order);
  return outcome.kind !== 'cancelled' ? outcome.invoice.seller.legalName : undefined;
}

type Books = { settings: MemoryStoreSettings; book: OrderBook; reopen: () => OrderBook };

function memoryBooks(): Books {
  const settings = new MemoryStoreSettings(identityRules);
  const book = new MemoryOrderBook({
    catalogue: new MemoryProductRepository(CONTRACT_CATALOGUE),
    carts: new MemoryCartStore(),
    lock: new MemoryExclusiveLock(),
    identity: () => settings.readIdentity(),
  });
  return { settings, book, reopen: () => book };
}

function localBooks(): Books {
  localStorage.clear();
  const settings = new MemoryStoreSettings(identityRules);
  const open = () => {
    const logger = new RecordingLogger();
    return new LocalOrderBook(localStorage, logger, {
      catalogue: new LocalProductRepository(localStorage, () => [...CONTRACT_CATALOGUE], logger),
      carts: new LocalCartStore(localStorage, logger),
      lock: new MemoryExclusiveLock(),
      identity: () => settings.readIdentity(),
    });
  };
  return { settings, book: open(), reopen: open };
}

describe.each([
  ['MemoryOrderBook', memoryBooks],
  ['LocalOrderBook', localBooks],
])('%s: each order keeps the seller it was invoiced under', (_name, create) => {
  it('stamps the settings’ seller when placed; an earlier invoice keeps the old legal name after a change', async () => {
    const { settings, book, reopen } = create();
    const first = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
    expect(first.seller).toEqual(invoiceSeller(SHOP_IDENTITY));
    await settings.saveIdentity(OTHER_IDENTITY);
    const second = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
    expect(second.seller).toEqual(invoiceSeller(OTHER_IDENTITY));

    const again = reopen();
    expect(legalNameOnInvoice((await again.find(ASHA, first.number))!)).toBe(SHOP_IDENTITY.legalName);
    expect(legalNameOnInvoice((await again.find(ASHA, second.number))!)).toBe(OTHER_IDENTITY.legalName);
  });
});

describe('an order placed before the seller was kept', () => {
  it('is invoiced under the seeded identity', async () => {
    const book = new MemoryOrderBook({ catalogue: new MemoryProductRepository(CONTRACT_CATALOGUE), carts: new MemoryCartStore(), lock: new MemoryExclusiveLock() });
    const order = placed(await book.place(ASHA, requestFor([line(TEE, 1)]), Date.now()));
    expect(order.seller).toBeUndefined();
    expect(legalNameOnInvoice(order)).toBe(SHOP_IDENTITY.legalName);
    const outcome = taxInvoice(order);
    expect(outcome.kind !== 'cancelled' && outcome.invoice.seller.gstin).toBe('29AABCF1234K1ZP');
  });
});
