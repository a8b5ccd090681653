import { BellIcon, EnvelopeClosedIcon, MobileIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Heading, Separator, Text, TextField } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { useState } from 'react';
import { STORE_CURRENCY } from '../../../domain/settings/store-settings';
import { generalSettingsSchema, HOLD_MINUTES_LABEL, type GeneralSettingsValues } from '../../../domain/settings/store-settings-form';
import { useService } from '../../app/container-context';
import { toFormikValidate } from '../../forms/formik-zod';
import { describedBy, FormField } from '../parts/FormField';
import { PlannedFeatureButton } from '../parts/PlannedFeatureButton';
import { GeneralSettingsViewModel } from './general-settings-view-model';

const validate = toFormikValidate(generalSettingsSchema);

const NOTIFICATIONS = [
  {
    icon: EnvelopeClosedIcon,
    name: 'Email Notifications',
    summary: 'Order updates and low-stock alerts by email',
    description: 'Email notifications will send the admin order updates and low-stock alerts once orders exist. Nothing is sent yet.',
  },
  {
    icon: MobileIcon,
    name: 'SMS Notifications',
    summary: 'Delivery updates to shoppers by SMS',
    description: 'SMS notifications will tell shoppers where their delivery is, once orders are shipped. Nothing is sent yet.',
  },
  {
    icon: BellIcon,
    name: 'Push Notifications',
    summary: 'Price drops and back-in-stock alerts',
    description: 'Push notifications will tell shoppers about price drops and products back in stock. Nothing is sent yet.',
  },
] as const;

/** General Settings: the store's name (saved; the header, footer and tab titles use it), the currency, the UPI payment hold, notifications. */
export function GeneralSettings() {
  const vm = useService(GeneralSettingsViewModel);
  const [initialValues] = useState(() => vm.initialValues());
  const formik = useFormik<GeneralSettingsValues>({
    initialValues,
    validate,
    onSubmit: async (values, { resetForm, setErrors }) => {
      const outcome = await vm.save(values);
      if (outcome.kind === 'ok') resetForm({ values: { storeName: outcome.settings.storeName, holdMinutes: String(outcome.settings.holdMinutes) } });
      else if (outcome.kind === 'invalid') setErrors(outcome.errors);
    },
  });
  const error = formik.touched.storeName || formik.submitCount > 0 ? formik.errors.storeName : undefined;
  const hint = 'Shown in the header, the footer and the browser tab';
  const holdError = formik.touched.holdMinutes || formik.submitCount > 0 ? formik.errors.holdMinutes : undefined;
  const holdHint = 'An unconfirmed UPI order is cancelled after this, and its stock goes back on sale (5 to 1440)';
  return (
    <Card className="admin-panel">
      <Heading as="h2" size="4" mb="3">
        General Settings
      </Heading>
      <form noValidate onSubmit={formik.handleSubmit} aria-label="General Settings">
        <Flex direction="column" gap="4">
          <div className="admin-settings__row">
            <FormField id="settings-storeName" label="Store Name" hint={hint} error={error}>
              <TextField.Root
                id="settings-storeName"
                name="storeName"
                value={formik.values.storeName}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy('settings-storeName', { hint, error })}
              />
            </FormField>
            <FormField id="settings-currency" label="Currency" hint="Prices are in Indian rupees (₹)">
              <TextField.Root id="settings-currency" value={STORE_CURRENCY} readOnly aria-describedby="settings-currency-hint" />
            </FormField>
            <FormField id="settings-holdMinutes" label={HOLD_MINUTES_LABEL} hint={holdHint} error={holdError}>
              <TextField.Root
                id="settings-holdMinutes"
                name="holdMinutes"
                inputMode="numeric"
                value={formik.values.holdMinutes ?? ''}
                onChange={formik.handleChange}
                onBlur={formik.handleBlur}
                aria-invalid={holdError ? true : undefined}
                aria-describedby={describedBy('settings-holdMinutes', { hint: holdHint, error: holdError })}
              />
            </FormField>
          </div>
          <Separator size="4" />
          <div>
            <Heading as="h3" size="3" mb="2">
              Notifications
            </Heading>
            <ul className="admin-settings__notifications">
              {NOTIFICATIONS.map(({ icon: Icon, name, summary, description }) => (
                <li key={name}>
                  <Flex align="center" gap="3">
                    <Icon aria-hidden />
                    <div>
                      <Text as="div" size="2" weight="medium">
                        {name}
                      </Text>
                      <Text as="div" size="1" color="gray">
                        {summary}
                      </Text>
                    </div>
                  </Flex>
                  <PlannedFeatureButton label="Configure" ariaLabel={`Configure ${name}`} title={name} description={description} />
                </li>
              ))}
            </ul>
          </div>
          <Flex justify="end">
            <Button type="submit" loading={formik.isSubmitting} disabled={!formik.dirty || formik.isSubmitting}>
              Save Settings
            </Button>
          </Flex>
        </Flex>
      </form>
    </Card>
  );
}
