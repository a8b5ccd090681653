import { injectable } from 'inversify';
import { contactSchema, type ContactMessage } from '../../domain/company/contact-form';
import { reportSchema, type InfringementReport } from '../../domain/company/infringement-report';
import { checkForm, type InvalidForm } from '../../domain/form-check';

/** What handing over a contact message or a report came to. */
export type CompanyMessageOutcome =
  | { readonly kind: 'ok' }
  /** A field breaks the form's rule (the form's schema): each field's message, nothing received. */
  | InvalidForm;

/**
 * What the contact and report forms hand over. The spec keeps both on the client: nothing is sent,
 * the shopper is told it was received. A backend takes them here later (a port for an inbox), and
 * the forms do not change. Each checks the input again against the form's schema, as a server
 * would; invalid input is refused.
 */
@injectable()
export class CompanyMessagesService {
  async sendContactMessage(message: ContactMessage): Promise<CompanyMessageOutcome> {
    const check = checkForm(contactSchema, message);
    return check.ok ? { kind: 'ok' } : { kind: 'invalid', errors: check.fieldErrors };
  }

  async reportInfringement(report: InfringementReport): Promise<CompanyMessageOutcome> {
    const check = checkForm(reportSchema, report);
    return check.ok ? { kind: 'ok' } : { kind: 'invalid', errors: check.fieldErrors };
  }
}
