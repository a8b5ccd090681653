import { describe, expect, it } from 'vitest';
import { LocalPromotionBook, PROMOTIONS_KEY, PROMOTION_CHECKS_KEY, PROMOTION_USES_KEY } from '../../src/adapters/local/local-promotion-book';
import { MemoryExclusiveLock } from '../../src/adapters/memory/memory-exclusive-lock';
import { MemoryPromotionBook } from '../../src/adapters/memory/memory-promotion-book';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { CODE_CANNOT_BE_USED } from '../../src/domain/promotions/apply-promotion';
import { TOO_MANY_CODES } from '../../src/domain/promotions/code-checks';
import { SAMPLE_PROMOTION } from '../../src/domain/promotions/promotion';
import { RecordingLogger } from '../support/recording-logger';
import { FESTIVE, promotionBookContract } from './promotion-book.contract';

promotionBookContract('MemoryPromotionBook', async () => {
  const book = new MemoryPromotionBook();
  return { admin: book, shopper: book, otherShopper: book };
});

promotionBookContract('LocalPromotionBook', async () => {
  localStorage.clear();
  const book = new LocalPromotionBook(localStorage, new RecordingLogger(), new MemoryExclusiveLock());
  return { admin: book, shopper: book, otherShopper: book };
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

  it('keeps the tries under promotion-checks: a new adapter (another tab) counts them, and an hour later they are free', async () => {
    localStorage.clear();
    const at = Date.parse('2026-12-02T06:30:00Z');
    const book = new LocalPromotionBook(localStorage, new RecordingLogger(), new MemoryExclusiveLock());
    for (let n = 0; n < 10; n += 1) await book.check('9876543210', 'NOPE1234', 100_000, at + n, 0);
    const again = new LocalPromotionBook(localStorage, new RecordingLogger(), new MemoryExclusiveLock());
    expect(await again.check('9876543210', 'WELCOME20', 100_000, at + 10, 0)).toEqual({ kind: 'refused', reason: TOO_MANY_CODES });
    expect(JSON.parse(localStorage.getItem(PROMOTION_CHECKS_KEY)!)['9876543210']).toHaveLength(10);
    expect(await again.check('9876543210', 'WELCOME20', 100_000, at + 60 * 60 * 1000, 0)).toEqual({ kind: 'refused', reason: CODE_CANNOT_BE_USED });
    expect(JSON.parse(localStorage.getItem(PROMOTION_CHECKS_KEY)!)['9876543210']).toHaveLength(10);
  });

  it.each([
    ['not JSON', '{"broken'],
    ['not a record of tries', JSON.stringify({ '9876543210': ['soon'] })],
  ])('refuses to check a code when the tries cannot be read (%s): counting from none would lift the limit', async (_what, stored) => {
    localStorage.clear();
    localStorage.setItem(PROMOTION_CHECKS_KEY, stored);
    const logger = new RecordingLogger();
    const book = new LocalPromotionBook(localStorage, logger, new MemoryExclusiveLock());
    await expect(book.check('9876543210', 'WELCOME20', 100_000, Date.now(), 0)).rejects.toThrow('The promotion code tries could not be read.');
    expect(logger.warnings[0]).toContain('unreadable');
    expect(localStorage.getItem(PROMOTION_CHECKS_KEY)).toBe(stored);
  });

  it('refuses to check a code when its try cannot be written', async () => {
    localStorage.clear();
    const full: Storage = Object.create(localStorage, {
      setItem: {
        value: () => {
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        },
      },
    });
    await expect(new LocalPromotionBook(full, new RecordingLogger()).check('9876543210', 'WELCOME20', 100_000, Date.now(), 0)).rejects.toBeInstanceOf(StorageWriteError);
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
