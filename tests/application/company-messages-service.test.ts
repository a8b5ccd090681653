import { describe, expect, it } from 'vitest';
import { CompanyMessagesService } from '../../src/application/company/company-messages-service';
import { EMPTY_REPORT } from '../../src/domain/company/infringement-report';
import { createTestContainer } from '../support/test-container';

describe('CompanyMessagesService', () => {
  it("confirms a contact message with the spec's toast", async () => {
    const { container, notifier } = createTestContainer();
    const sent = await container.get(CompanyMessagesService).sendContactMessage({ name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' });
    expect(sent).toBe(true);
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Message Sent', description: "We've received your message and will get back to you shortly." },
    ]);
  });

  it('refuses an invalid message without a toast', async () => {
    const { container, notifier } = createTestContainer();
    expect(await container.get(CompanyMessagesService).sendContactMessage({ name: 'Asha', email: 'nope', subject: 'Hi', message: 'Hello' })).toBe(false);
    expect(notifier.notices).toEqual([]);
  });

  it('confirms a report, saying action within 48 hours; refuses one whose evidence is too big', async () => {
    const { container, notifier } = createTestContainer();
    const service = container.get(CompanyMessagesService);
    const report = { ...EMPTY_REPORT, name: 'Brand Owner', email: 'legal@brand.in', productLink: 'https://x.in/p/1', details: 'Fake' };
    expect(await service.reportInfringement({ ...report, evidence: { name: 'a.png', type: 'image/png', size: 11 * 1024 * 1024 } })).toBe(false);
    expect(notifier.notices).toEqual([]);
    expect(await service.reportInfringement(report)).toBe(true);
    expect(notifier.notices).toEqual([{ kind: 'success', title: 'Report Submitted', description: expect.stringContaining('within 48 hours') }]);
  });
});
