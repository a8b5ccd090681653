import { describe, expect, it } from 'vitest';
import { PromotionsService } from '../../src/application/admin/promotions-service';
import { PROMOTION_BOOK, type PromotionBook } from '../../src/application/ports/promotion-book';
import { StorageWriteError } from '../../src/application/ports/storage-errors';
import { newPromotionValues, type PromotionFormValues } from '../../src/domain/promotions/promotion-form';
import { SAMPLE_PROMOTION } from '../../src/domain/promotions/promotion';
import { logInAdmin } from '../support/admin-session';
import { createTestContainer } from '../support/test-container';

const VALUES: PromotionFormValues = { ...newPromotionValues('2023-11-15'), code: 'diwali25', title: 'Diwali', percent: '25' };

function setup() {
  const test = logInAdmin(createTestContainer());
  return { ...test, service: test.container.get(PromotionsService) };
}

describe('PromotionsService', () => {
  it("lists the codes with their uses: the spec's sample, paused", async () => {
    const { service } = setup();
    expect(await service.list()).toEqual({ kind: 'ok', promotions: [{ promotion: SAMPLE_PROMOTION, uses: 0 }] });
    expect(service.today()).toBe('2023-11-15');
  });

  it('creates a code active, upper-case; refuses the same code again and a form its schema refuses', async () => {
    const { service, promotions } = setup();
    expect(await service.create(VALUES)).toMatchObject({ kind: 'saved', promotion: { code: 'DIWALI25', state: 'active', off: { kind: 'percent', percent: 25 } } });
    expect(await service.create({ ...VALUES, title: 'Again' })).toEqual({ kind: 'duplicate', code: 'DIWALI25' });
    expect(await service.create({ ...VALUES, code: 'X' })).toEqual({ kind: 'invalid', errors: { code: 'The code is 4 to 20 letters or digits' } });
    expect((await promotions.find('DIWALI25'))?.title).toBe('Diwali');
  });

  it('edits a code keeping its code and state', async () => {
    const { service, promotions } = setup();
    expect(await service.update(SAMPLE_PROMOTION, { ...VALUES, code: 'CHANGED1', title: 'Welcome' })).toMatchObject({ kind: 'saved', promotion: { code: 'WELCOME20', state: 'paused', title: 'Welcome' } });
    expect(await promotions.find('CHANGED1')).toBeUndefined();
  });

  it('pauses, resumes and ends; an ended code stays ended; an unknown code is not found', async () => {
    const { service } = setup();
    expect(await service.setState('welcome20', 'active')).toEqual({ kind: 'saved', code: 'WELCOME20', state: 'active' });
    expect(await service.setState('WELCOME20', 'active')).toEqual({ kind: 'refused', reason: 'The promotion is active already.' });
    expect(await service.setState('WELCOME20', 'ended')).toEqual({ kind: 'saved', code: 'WELCOME20', state: 'ended' });
    expect(await service.setState('WELCOME20', 'active')).toEqual({ kind: 'refused', reason: 'An ended promotion cannot be changed.' });
    expect(await service.setState('NOPE1234', 'paused')).toEqual({ kind: 'not-found' });
  });

  it("answers 'admin-only' to anyone else, reading and changing nothing", async () => {
    const test = createTestContainer();
    test.session.logIn({ phone: '9876543210', name: 'Asha' });
    const service = test.container.get(PromotionsService);
    expect(await service.list()).toEqual({ kind: 'admin-only' });
    expect(await service.create(VALUES)).toEqual({ kind: 'admin-only' });
    expect(await service.setState('WELCOME20', 'active')).toEqual({ kind: 'admin-only' });
    expect((await test.promotions.find('WELCOME20'))?.state).toBe('paused');
  });

  it("answers 'not-saved' with the store's words when the write is refused, and 'unavailable' when the list cannot be read", async () => {
    const { service, container } = setup();
    container.rebind<PromotionBook>(PROMOTION_BOOK).toConstantValue({
      list: () => Promise.reject(new Error('offline')),
      save: () => Promise.reject(new StorageWriteError('The promotion could not be saved: browser storage is full or unavailable.')),
    } as unknown as PromotionBook);
    const broken = container.get(PromotionsService);
    expect(await broken.list()).toEqual({ kind: 'unavailable' });
    expect(await broken.create(VALUES)).toEqual({ kind: 'not-saved', reason: 'The promotion could not be saved: browser storage is full or unavailable.' });
    expect(service).toBeDefined();
  });
});
