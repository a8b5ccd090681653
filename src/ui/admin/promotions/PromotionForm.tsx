import { Button, Checkbox, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useFormik, type FormikErrors } from 'formik';
import type { FormEvent } from 'react';
import type { PromotionSaveOutcome } from '../../../application/admin/promotions-service';
import { MAX_PERCENT_OFF, MIN_PERCENT_OFF } from '../../../domain/promotions/promotion';
import { promotionFormSchema, type PromotionFormValues } from '../../../domain/promotions/promotion-form';
import { toFormikValidate } from '../../forms/formik-zod';
import { describedBy, FormField } from '../parts/FormField';

const validate = toFormikValidate(promotionFormSchema);

export interface PromotionFormProps {
  mode: 'create' | 'edit';
  initialValues: PromotionFormValues;
  /** Hands the values to the use case, which reads the same schema; the outcome comes back (a taken code as the code field's error). */
  onSubmit: (values: PromotionFormValues) => Promise<PromotionSaveOutcome | undefined>;
  onCancel: () => void;
}

type TextFieldName = Exclude<keyof PromotionFormValues, 'offKind' | 'firstOrderOnly'>;

/**
 * The Create / Edit Promotion form, validated by the domain's one schema (`promotionFormSchema`),
 * which the use case reads too; each field's message under it. An edited code keeps its code.
 */
export function PromotionForm({ mode, initialValues, onSubmit, onCancel }: PromotionFormProps) {
  const formik = useFormik<PromotionFormValues>({
    initialValues,
    validate,
    onSubmit: async (values, { setErrors }) => {
      const outcome = await onSubmit(values);
      if (outcome?.kind === 'invalid') setErrors(outcome.errors);
    },
  });
  const { values, setFieldValue } = formik;

  const errorOf = (field: keyof PromotionFormValues): string | undefined => {
    const shown = formik.touched[field] || formik.submitCount > 0;
    return shown ? (formik.errors as FormikErrors<Record<string, string>>)[field] : undefined;
  };
  const control = (field: keyof PromotionFormValues, hint?: string) => {
    const error = errorOf(field);
    return { id: `promotion-${field}`, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy(`promotion-${field}`, { hint, error }) };
  };
  const text = (field: TextFieldName, props: { hint?: string; type?: 'text' | 'number' | 'date'; inputMode?: 'decimal' | 'numeric' | 'text'; readOnly?: boolean; placeholder?: string } = {}) => (
    <TextField.Root
      {...control(field, props.hint)}
      name={field}
      type={props.type ?? 'text'}
      inputMode={props.inputMode}
      readOnly={props.readOnly}
      placeholder={props.placeholder}
      value={values[field]}
      onChange={(event) => void setFieldValue(field, event.target.value)}
      onBlur={formik.handleBlur}
    />
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!formik.isSubmitting) formik.handleSubmit();
  };

  const codeHint = mode === 'create' ? '4–20 letters or digits; shoppers may type it in any case' : 'A code stays as it was created';
  const limitHint = 'Empty: no limit';
  return (
    <form noValidate onSubmit={submit} className="admin-form" aria-label={mode === 'create' ? 'Create Promotion' : 'Edit Promotion'}>
      <div className="admin-form__grid">
        <FormField id="promotion-code" label="Code" required hint={codeHint} error={errorOf('code')}>
          {text('code', { hint: codeHint, readOnly: mode === 'edit', placeholder: 'WELCOME20' })}
        </FormField>
        <FormField id="promotion-title" label="Title" required error={errorOf('title')}>
          {text('title', { placeholder: '20% off first order' })}
        </FormField>
        <FormField id="promotion-offKind" label="Discount type" required>
          <Select.Root name="offKind" value={values.offKind} onValueChange={(kind) => void setFieldValue('offKind', kind === 'flat' ? 'flat' : 'percent')}>
            <Select.Trigger id="promotion-offKind" />
            <Select.Content position="popper">
              <Select.Item value="percent">Percent off</Select.Item>
              <Select.Item value="flat">Flat amount off</Select.Item>
            </Select.Content>
          </Select.Root>
        </FormField>
        {values.offKind === 'percent' ? (
          <FormField id="promotion-percent" label={`Percent off (${MIN_PERCENT_OFF}–${MAX_PERCENT_OFF})`} required error={errorOf('percent')}>
            {text('percent', { type: 'number', inputMode: 'numeric' })}
          </FormField>
        ) : (
          <FormField id="promotion-flatAmount" label="Amount off (₹)" required error={errorOf('flatAmount')}>
            {text('flatAmount', { type: 'number', inputMode: 'decimal' })}
          </FormField>
        )}
        <FormField id="promotion-minimumOrder" label="Minimum order (₹)" hint="The goods' value the code needs; 0: any order" error={errorOf('minimumOrder')}>
          {text('minimumOrder', { type: 'number', inputMode: 'decimal', hint: "The goods' value the code needs; 0: any order" })}
        </FormField>
        <div className="admin-form__checkbox">
          <Text as="label" size="2">
            <Flex gap="2" align="center">
              <Checkbox name="firstOrderOnly" checked={values.firstOrderOnly} onCheckedChange={(checked) => void setFieldValue('firstOrderOnly', checked === true)} />
              First order only
            </Flex>
          </Text>
        </div>
        <FormField id="promotion-validFrom" label="Valid from" required error={errorOf('validFrom')}>
          {text('validFrom', { type: 'date' })}
        </FormField>
        <FormField id="promotion-validUntil" label="Valid until" hint="Empty: no end" error={errorOf('validUntil')}>
          {text('validUntil', { type: 'date', hint: 'Empty: no end' })}
        </FormField>
        <FormField id="promotion-totalUses" label="Total uses" hint={limitHint} error={errorOf('totalUses')}>
          {text('totalUses', { type: 'number', inputMode: 'numeric', hint: limitHint })}
        </FormField>
        <FormField id="promotion-usesPerCustomer" label="Uses per customer" hint={limitHint} error={errorOf('usesPerCustomer')}>
          {text('usesPerCustomer', { type: 'number', inputMode: 'numeric', hint: limitHint })}
        </FormField>
      </div>
      <Flex justify="end" gap="3" mt="4">
        <Button type="button" variant="soft" color="gray" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={formik.isSubmitting}>
          {mode === 'create' ? 'Create Promotion' : 'Update Promotion'}
        </Button>
      </Flex>
    </form>
  );
}
