import { describe, expect, it } from 'vitest';
import { CompanyMessagesService } from '../../src/application/company/company-messages-service';
import { EMAIL_INVALID, MESSAGE_REQUIRED } from '../../src/domain/company/contact-form';
import { EMPTY_REPORT, EVIDENCE_TOO_LARGE } from '../../src/domain/company/infringement-report';
import { createTestContainer } from '../support/test-container';

const MESSAGE = { name: 'Asha', email: 'asha@example.in', subject: 'Hi', message: 'Hello' };
const REPORT = { ...EMPTY_REPORT, name: 'Brand Owner', email: 'legal@brand.in', productLink: 'https://x.in/p/1', details: 'Fake' };

describe('CompanyMessagesService', () => {
  it("receives a valid contact message: 'ok' (the view model says it)", async () => {
    const { container, notifier } = createTestContainer();
    expect(await container.get(CompanyMessagesService).sendContactMessage(MESSAGE)).toEqual({ kind: 'ok' });
    expect(notifier.notices).toEqual([]);
  });

  it("answers 'invalid' with each field's message (the form's schema) to an invalid message", async () => {
    const { container } = createTestContainer();
    expect(await container.get(CompanyMessagesService).sendContactMessage({ ...MESSAGE, email: 'nope', message: ' ' })).toEqual({
      kind: 'invalid',
      errors: { email: EMAIL_INVALID, message: MESSAGE_REQUIRED },
    });
  });

  it("receives a valid report: 'ok'; answers 'invalid' to one whose evidence is too big", async () => {
    const { container, notifier } = createTestContainer();
    const service = container.get(CompanyMessagesService);
    expect(await service.reportInfringement({ ...REPORT, evidence: { name: 'a.png', type: 'image/png', size: 11 * 1024 * 1024 } })).toEqual({
      kind: 'invalid',
      errors: { evidence: EVIDENCE_TOO_LARGE },
    });
    expect(await service.reportInfringement(REPORT)).toEqual({ kind: 'ok' });
    expect(notifier.notices).toEqual([]);
  });
});
