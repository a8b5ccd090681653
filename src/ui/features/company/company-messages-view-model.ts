import { inject, injectable } from 'inversify';
import { CompanyMessagesService, type CompanyMessageOutcome } from '../../../application/company/company-messages-service';
import { NOTIFIER, type Notice, type Notifier } from '../../../application/ports/notifier';
import type { ContactMessage } from '../../../domain/company/contact-form';
import type { InfringementReport } from '../../../domain/company/infringement-report';
import { INFRINGEMENT } from '../../../domain/policies/shop-policies';

/** The spec's confirmation (§8). */
export const CONTACT_SENT_NOTICE: Notice = {
  title: 'Message Sent',
  description: "We've received your message and will get back to you shortly.",
};

/** The report's success toast (the spec: it says action within 48 hours — the policy's figure). */
export const REPORT_SENT_NOTICE: Notice = {
  title: 'Report Submitted',
  description: `Thank you. Our team will review your report and take action within ${INFRINGEMENT.actionHours} hours.`,
};

/**
 * The contact and report forms' sending: the confirmation toast when the message is received; a
 * refused field is said at the field (the form shows `errors`), not in a toast.
 */
@injectable()
export class CompanyMessagesViewModel {
  constructor(
    @inject(CompanyMessagesService) private readonly messages: CompanyMessagesService,
    @inject(NOTIFIER) private readonly notifier: Notifier,
  ) {}

  async sendContactMessage(message: ContactMessage): Promise<CompanyMessageOutcome> {
    return this.said(await this.messages.sendContactMessage(message), CONTACT_SENT_NOTICE);
  }

  async reportInfringement(report: InfringementReport): Promise<CompanyMessageOutcome> {
    return this.said(await this.messages.reportInfringement(report), REPORT_SENT_NOTICE);
  }

  private said(outcome: CompanyMessageOutcome, sent: Notice): CompanyMessageOutcome {
    if (outcome.kind === 'ok') this.notifier.success(sent);
    return outcome;
  }
}
