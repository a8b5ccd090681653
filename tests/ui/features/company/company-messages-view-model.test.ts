import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT } from '../../../../src/domain/company/infringement-report';
import { CompanyMessagesViewModel } from '../../../../src/ui/features/company/company-messages-view-model';
import { createTestContainer } from '../../../support/test-container';

const MESSAGE = { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' };
const REPORT = { ...EMPTY_REPORT, name: 'Brand Owner', email: 'legal@brand.in', productLink: 'https://x.in/p/1', details: 'Fake' };

describe('CompanyMessagesViewModel: what each outcome says', () => {
  it("a received contact message: 'Message Sent' (spec)", async () => {
    const { container, notifier } = createTestContainer();
    expect(await container.get(CompanyMessagesViewModel).sendContactMessage(MESSAGE)).toEqual({ kind: 'ok' });
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Message Sent', description: "We've received your message and will get back to you shortly." },
    ]);
  });

  it("a received report: 'Report Submitted', saying action within 48 hours (the policy's figure)", async () => {
    const { container, notifier } = createTestContainer();
    expect(await container.get(CompanyMessagesViewModel).reportInfringement(REPORT)).toEqual({ kind: 'ok' });
    expect(notifier.notices).toEqual([
      { kind: 'success', title: 'Report Submitted', description: 'Thank you. Our team will review your report and take action within 48 hours.' },
    ]);
  });

  it('invalid: no toast, the messages handed to the form for its fields', async () => {
    const { container, notifier } = createTestContainer();
    const vm = container.get(CompanyMessagesViewModel);
    expect((await vm.sendContactMessage({ ...MESSAGE, email: 'nope' })).kind).toBe('invalid');
    expect((await vm.reportInfringement({ ...REPORT, details: ' ' })).kind).toBe('invalid');
    expect(notifier.notices).toEqual([]);
  });
});
