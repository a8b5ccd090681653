import { inject, injectable } from 'inversify';
import { CONTACT_SENT_NOTICE, isValidContactMessage, type ContactMessage } from '../../domain/company/contact-form';
import { isValidReport, REPORT_SENT_NOTICE, type InfringementReport } from '../../domain/company/infringement-report';
import { NOTIFIER, type Notifier } from '../ports/notifier';

/**
 * What the contact and report forms hand over. The spec keeps both on the client: nothing is sent,
 * the shopper is told it was received. A backend takes them here later (a port for an inbox), and
 * the forms do not change. Each checks the input again, as a server would; invalid input is refused.
 */
@injectable()
export class CompanyMessagesService {
  constructor(@inject(NOTIFIER) private readonly notifier: Notifier) {}

  async sendContactMessage(message: ContactMessage): Promise<boolean> {
    if (!isValidContactMessage(message)) return false;
    this.notifier.success(CONTACT_SENT_NOTICE);
    return true;
  }

  async reportInfringement(report: InfringementReport): Promise<boolean> {
    if (!isValidReport(report)) return false;
    this.notifier.success(REPORT_SENT_NOTICE);
    return true;
  }
}
