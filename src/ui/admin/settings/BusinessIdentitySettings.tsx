import { Button, Card, Flex, Heading, Select, Skeleton, Text, TextField } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { STATES_AND_TERRITORIES } from '../../../domain/orders/indian-states';
import { shopIdentityFormSchema, shopIdentityFormValues, type ShopIdentityFormValues } from '../../../domain/settings/shop-identity-form';
import { useService } from '../../app/container-context';
import { toFormikValidate } from '../../forms/formik-zod';
import { describedBy, FormField } from '../parts/FormField';
import { BusinessIdentityViewModel } from './business-identity-view-model';

const validate = toFormikValidate(shopIdentityFormSchema);

type TextFieldName = Exclude<keyof ShopIdentityFormValues, 'state'>;

const FIELDS: readonly { name: TextFieldName; label: string; hint?: string; required?: boolean; autoCapitalize?: string }[] = [
  { name: 'legalName', label: 'Legal name', hint: 'As registered for GST; printed at the head of every new invoice', required: true },
  { name: 'addressLine1', label: 'Registered address', required: true },
  { name: 'addressLine2', label: 'Address line 2' },
  { name: 'gstin', label: 'GSTIN', hint: '15 characters; the first two are the state’s GST code', required: true, autoCapitalize: 'characters' },
  { name: 'warehousePinCode', label: 'Warehouse PIN code', hint: 'Delivery dates are counted from here', required: true },
  { name: 'upiId', label: 'UPI ID', hint: 'Where shoppers pay by UPI, as name@bank', required: true, autoCapitalize: 'none' },
  { name: 'upiPayeeName', label: 'UPI payee name', hint: 'The name a shopper’s UPI app shows', required: true },
];

/**
 * The shop's legal identity: what each new invoice prints, where UPI payments go and where orders
 * ship from. An invoice already issued keeps the identity it was issued under. The identity is read
 * with its checks (a promise): the card shows once it is known.
 */
export function BusinessIdentitySettings() {
  const vm = useService(BusinessIdentityViewModel);
  const [initialValues, setInitialValues] = useState<ShopIdentityFormValues>();
  useEffect(() => {
    let current = true;
    void vm.initialValues().then((values) => current && setInitialValues(values));
    return () => {
      current = false;
    };
  }, [vm]);
  return (
    <Card className="admin-panel">
      <Heading as="h2" size="4" mb="1">
        Business identity
      </Heading>
      <Text as="p" size="2" color="gray" mb="3">
        Printed on each new tax invoice and used for UPI payments. Invoices already issued keep the identity they were issued under.
      </Text>
      {initialValues ? <IdentityForm vm={vm} initialValues={initialValues} /> : <Skeleton height="240px" />}
    </Card>
  );
}

function IdentityForm({ vm, initialValues }: { vm: BusinessIdentityViewModel; initialValues: ShopIdentityFormValues }) {
  const formik = useFormik<ShopIdentityFormValues>({
    initialValues,
    validate,
    onSubmit: async (values, { resetForm, setErrors }) => {
      const outcome = await vm.save(values);
      if (outcome.kind === 'ok') resetForm({ values: shopIdentityFormValues(outcome.identity) });
      else if (outcome.kind === 'invalid') setErrors(outcome.errors);
    },
  });
  const errorOf = (name: keyof ShopIdentityFormValues) => (formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined);
  const stateError = errorOf('state');
  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-label="Business identity">
        <Flex direction="column" gap="4">
          <div className="admin-settings__row">
            {FIELDS.slice(0, 3).map((field) => textField(field))}
            <FormField id="identity-state" label="State" required error={stateError}>
              <Select.Root name="state" value={formik.values.state} onValueChange={(state) => void formik.setFieldValue('state', state)}>
                <Select.Trigger id="identity-state" aria-invalid={stateError ? true : undefined} aria-describedby={describedBy('identity-state', { error: stateError })} />
                <Select.Content position="popper">
                  {STATES_AND_TERRITORIES.map((state) => (
                    <Select.Item key={state} value={state}>
                      {state}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </FormField>
            {FIELDS.slice(3).map((field) => textField(field))}
          </div>
          <Flex justify="end">
            <Button type="submit" loading={formik.isSubmitting} disabled={!formik.dirty || formik.isSubmitting}>
              Save Business Identity
            </Button>
          </Flex>
        </Flex>
    </form>
  );

  function textField({ name, label, hint, required, autoCapitalize }: (typeof FIELDS)[number]) {
    const id = `identity-${name}`;
    const error = errorOf(name);
    return (
      <FormField key={name} id={id} label={label} hint={hint} required={required} error={error}>
        <TextField.Root
          id={id}
          name={name}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
          autoCapitalize={autoCapitalize}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error })}
        />
      </FormField>
    );
  }
}
