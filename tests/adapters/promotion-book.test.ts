import { describe, expect, it } from 'vitest';
import { LocalPromotionBook, PROMOTIONS_KEY, PROMOTION_USES_KEY } from '../../src/adapters/local/local-promotion-book';
import { MemoryPromotionBook } from '../../src/adapters/memory/memory-promotion-book';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { SAMPLE_PROMOTION } from '../../src/domain/promotions/promotion';
import { RecordingLogger } from '../support/recording-logger';
import { FESTIVE, promotionBookContract } from './promotion-book.contract';

promotionBookContract('MemoryPromotionBook', async () => {
  const book = new MemoryPromotionBook();
  return { admin: book, shopper: book };
});

promotionBookContract('LocalPromotionBook', async () => {
  localStorage.clear();
  const book = new LocalPromotionBook(localStorage, new RecordingLogger());
  return { admin: book, shopper: book };
});

describe('LocalPromotionBook', () => {
  it('keeps the promotions under promotions and their uses apart: a new adapter on the same storage reads them', async () => {
    localStorage.clear();
    const book = new LocalPromotionBook(localStorage, new RecordingLogger());
    await book.save(FESTIVE, true);
    await book.recordUse({ code: 'FESTIVE10', owner: '9876543210', orderNumber: 'FZ00000001', at: 1 });
    expect(JSON.parse(localStorage.getItem(PROMOTIONS_KEY)!)).toEqual([SAMPLE_PROMOTION, FESTIVE]);
    expect(JSON.parse(localStorage.getItem(PROMOTION_USES_KEY)!)).toHaveLength(1);
    const again = new LocalPromotionBook(localStorage, new RecordingLogger());
    expect((await again.list()).map((entry) => entry.uses)).toEqual([1, 0]);
    expect(await again.offer('9876543210', 'festive10')).toEqual({ promotion: FESTIVE, usage: { total: 1, byCustomer: 1 } });
  });

  it('leaves out a promotion it cannot read, with a warning', async () => {
    localStorage.setItem(PROMOTIONS_KEY, JSON.stringify([FESTIVE, { code: 'x' }]));
    const logger = new RecordingLogger();
    expect(await new LocalPromotionBook(localStorage, logger).find('FESTIVE10')).toEqual(FESTIVE);
    expect(await new LocalPromotionBook(localStorage, logger).find('WELCOME20')).toBeUndefined();
    expect(logger.warnings[0]).toContain('unreadable');
  });

  it('refuses to check a code when the uses cannot be read: counting from none would lift every limit', async () => {
    localStorage.clear();
    localStorage.setItem(PROMOTION_USES_KEY, '{"broken');
    const book = new LocalPromotionBook(localStorage, new RecordingLogger());
    await expect(book.check('9876543210', 'WELCOME20', 100_000, Date.now(), 0)).rejects.toThrow('The promotion uses could not be read.');
  });

  it('reports a write the storage refuses and keeps what it had', async () => {
    localStorage.clear();
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    const book = new LocalPromotionBook(full, new RecordingLogger());
    await expect(book.save(FESTIVE, true)).rejects.toBeInstanceOf(StorageWriteError);
    expect(await book.list()).toEqual([{ promotion: SAMPLE_PROMOTION, uses: 0 }]);
  });
});
