import { Button, Flex, Grid, Tabs, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { useState } from 'react';
import { EMPTY_REPORT, REPORT_TYPES, reportSchema, type InfringementReport, type ReportType } from '../../../domain/company/infringement-report';
import { useService } from '../../app/container-context';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import { CompanyMessagesViewModel } from './company-messages-view-model';
import { EvidenceField } from './EvidenceField';
import { FormTextArea } from './FormTextArea';

const validate = toFormikValidate(reportSchema);

const TYPE_GUIDANCE: Record<ReportType, string> = {
  counterfeit: 'A product sold as a brand it is not: a fake copy of a genuine item.',
  trademark: 'A listing that uses your brand name, logo or trademark without permission.',
  other: 'Copied designs, photos or text, or any other use of your rights.',
};

/** The infringement report: its type as tabs, then the details; on submit a toast and an empty form. */
export function ReportForm() {
  const messages = useService(CompanyMessagesViewModel);
  // A file input cannot be emptied through React: a new one replaces it when the form clears.
  const [fileInputKey, setFileInputKey] = useState(0);
  const form = useFormik<InfringementReport>({
    initialValues: EMPTY_REPORT,
    validate,
    onSubmit: async (values, { resetForm, setErrors }) => {
      const outcome = await messages.reportInfringement(values);
      if (outcome.kind === 'invalid') {
        setErrors(outcome.errors);
        return;
      }
      resetForm();
      setFileInputKey((key) => key + 1);
    },
  });
  const formRef = useFocusFirstInvalid(form);
  const evidenceError = form.touched.evidence && typeof form.errors.evidence === 'string' ? form.errors.evidence : undefined;
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate aria-label="Report Infringement">
      <Flex direction="column" gap="4">
        <Tabs.Root value={form.values.type} onValueChange={(type) => void form.setFieldValue('type', type)}>
          <Tabs.List aria-label="Type of infringement">
            {REPORT_TYPES.map((type) => (
              <Tabs.Trigger key={type.id} value={type.id}>
                {type.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {REPORT_TYPES.map((type) => (
            <Tabs.Content key={type.id} value={type.id}>
              <Text as="p" size="2" color="gray" mt="3">
                {TYPE_GUIDANCE[type.id]}
              </Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormTextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
          <FormTextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
          <FormTextField label="Phone (optional)" type="tel" autoComplete="tel" {...fieldProps(form, 'phone')} />
          <FormTextField label="Product link" type="url" placeholder="https://" {...fieldProps(form, 'productLink')} />
        </Grid>
        <FormTextArea label="Details" placeholder="What is infringed, and how?" {...fieldProps(form, 'details')} />
        <EvidenceField
          key={fileInputKey}
          error={evidenceError}
          onChoose={(file) => {
            void form.setFieldValue('evidence', file);
            // Said at once: the shopper should not fill the rest before learning the file is refused.
            void form.setFieldTouched('evidence', true, false);
          }}
        />
        <Flex>
          <Button type="submit" size="3" disabled={form.isSubmitting} loading={form.isSubmitting}>
            Submit Report
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
