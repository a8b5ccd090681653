import { Button, Flex, Grid } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { contactSchema, EMPTY_CONTACT_MESSAGE, type ContactMessage } from '../../../domain/company/contact-form';
import { useService } from '../../app/container-context';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import { CompanyMessagesViewModel } from './company-messages-view-model';
import { FormTextArea } from './FormTextArea';

const validate = toFormikValidate(contactSchema);

/** Name, email, subject and message, each required; on send, the confirmation toast and an empty form. */
export function ContactForm() {
  const messages = useService(CompanyMessagesViewModel);
  const form = useFormik<ContactMessage>({
    initialValues: EMPTY_CONTACT_MESSAGE,
    validate,
    onSubmit: async (values, { resetForm, setErrors }) => {
      const outcome = await messages.sendContactMessage(values);
      if (outcome.kind === 'ok') resetForm();
      else setErrors(outcome.errors);
    },
  });
  const formRef = useFocusFirstInvalid(form);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate aria-label="Send us a message">
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormTextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
          <FormTextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        </Grid>
        <FormTextField label="Subject" {...fieldProps(form, 'subject')} />
        <FormTextArea label="Message" {...fieldProps(form, 'message')} />
        <Flex>
          <Button type="submit" size="3" disabled={form.isSubmitting} loading={form.isSubmitting}>
            Send Message
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
