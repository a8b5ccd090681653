import { z } from 'zod/mini';

// zod/mini, as the account forms: the contact page loads it, and it stays small there.

export const NAME_REQUIRED = 'Please enter your name';
export const EMAIL_REQUIRED = 'Please enter your email address';
export const EMAIL_INVALID = 'Please enter a valid email address';
export const SUBJECT_REQUIRED = 'Please enter a subject';
export const MESSAGE_REQUIRED = 'Please enter your message';

/** Required text: blank or only spaces counts as missing; kept without the spaces around it. */
export const requiredText = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

/** An email address: required, then in email format (the first message that applies is shown). */
export const emailField = z.string().check(z.trim(), z.minLength(1, EMAIL_REQUIRED), z.email(EMAIL_INVALID));

export const contactSchema = z.object({
  name: requiredText(NAME_REQUIRED),
  email: emailField,
  subject: requiredText(SUBJECT_REQUIRED),
  message: requiredText(MESSAGE_REQUIRED),
});

export type ContactMessage = z.infer<typeof contactSchema>;

export const EMPTY_CONTACT_MESSAGE: ContactMessage = { name: '', email: '', subject: '', message: '' };

/** Does the message pass the form's checks (as a server would check it again)? */
export function isValidContactMessage(message: ContactMessage): boolean {
  return z.safeParse(contactSchema, message).success;
}
