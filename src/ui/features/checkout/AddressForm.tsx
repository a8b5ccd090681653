import { Button, Checkbox, Flex, Grid, Text } from '@radix-ui/themes';
import { useFormik, type FormikTouched } from 'formik';
import { useState } from 'react';
import type { FieldErrors } from '../../../domain/form-check';
import { addressFormSchema, type AddressFormValues } from '../../../domain/orders/address';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import { StateSelectField } from './StateSelectField';

const validate = toFormikValidate(addressFormSchema);

function touchedAt(errors: FieldErrors | undefined): FormikTouched<AddressFormValues> | undefined {
  return errors && Object.fromEntries(Object.keys(errors).map((field) => [field, true]));
}

interface AddressFormProps {
  /** The form's name for assistive technology ('New address', 'Edit address'). */
  label: string;
  initialValues: AddressFormValues;
  /** Errors found by the checkout's own check, shown at their fields from the start. */
  initialErrors?: FieldErrors;
  submitLabel: string;
  /** Offers "Save this address" (on at first): a new address, with the address book at hand. */
  offerSave: boolean;
  busy: boolean;
  /** Answers the errors for the fields when the values were refused. */
  onSubmit: (values: AddressFormValues, save: boolean) => Promise<FieldErrors | undefined>;
  onCancel?: () => void;
}

/** The delivery address: each field checked by the one address schema, its message at the field. */
export function AddressForm({ label, initialValues, initialErrors, submitLabel, offerSave, busy, onSubmit, onCancel }: AddressFormProps) {
  const [save, setSave] = useState(true);
  const form = useFormik<AddressFormValues>({
    initialValues,
    initialErrors,
    initialTouched: touchedAt(initialErrors),
    validate,
    onSubmit: async (values, { setErrors, setTouched }) => {
      const errors = await onSubmit(values, offerSave && save);
      if (errors) {
        await setTouched({ ...form.touched, ...touchedAt(errors) }, false);
        setErrors(errors);
      }
    },
  });
  const formRef = useFocusFirstInvalid(form);
  const stateError = form.touched.state && typeof form.errors.state === 'string' ? form.errors.state : undefined;
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate aria-label={label} className="address-form">
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormTextField label="Full Name" autoComplete="name" {...fieldProps(form, 'fullName')} />
          <FormTextField
            label="Mobile Number"
            prefix="+91"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={10}
            {...fieldProps(form, 'mobile')}
          />
        </Grid>
        <FormTextField label="Email" type="email" autoComplete="email" {...fieldProps(form, 'email')} />
        <FormTextField label="Address Line 1" hint="House number, building and street" autoComplete="address-line1" {...fieldProps(form, 'line1')} />
        <FormTextField label="Address Line 2" hint="Area or locality" autoComplete="address-line2" {...fieldProps(form, 'line2')} />
        <Grid columns={{ initial: '1', sm: '2' }} gap="4">
          <FormTextField label="Landmark (optional)" {...fieldProps(form, 'landmark')} />
          <FormTextField label="City" autoComplete="address-level2" {...fieldProps(form, 'city')} />
          <StateSelectField
            label="State / Union Territory"
            value={form.values.state}
            error={stateError}
            onChange={(state) => void form.setFieldValue('state', state)}
            onBlur={() => void form.setFieldTouched('state', true)}
          />
          <FormTextField label="PIN Code" inputMode="numeric" autoComplete="postal-code" maxLength={6} {...fieldProps(form, 'pinCode')} />
        </Grid>
        {offerSave && (
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox checked={save} onCheckedChange={(checked) => setSave(checked === true)} />
              Save this address
            </Flex>
          </Text>
        )}
        <Flex gap="3" wrap="wrap" className="checkout-actions">
          <Button type="submit" size="3" disabled={form.isSubmitting || busy} loading={form.isSubmitting}>
            {submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" size="3" variant="outline" onClick={onCancel} disabled={form.isSubmitting}>
              Cancel
            </Button>
          )}
        </Flex>
      </Flex>
    </form>
  );
}
