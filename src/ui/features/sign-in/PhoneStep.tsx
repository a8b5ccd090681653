import { Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { phoneFormSchema, type PhoneFormInput } from '../../../domain/sign-in/account-schemas';
import { COUNTRY_CODE, digitsOnly, PHONE_DIGITS } from '../../../domain/sign-in/digit-codes';
import { LOGIN_PATH } from '../../app/paths';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import { useStoreName } from '../../hooks/use-store-name';
import type { SignUpViewModel } from './sign-up-view-model';

const validate = toFormikValidate(phoneFormSchema);

/**
 * Step 1: the mobile number the code is sent to. The spec titles it 'Sign In', which alone reads as
 * a login: the first line says that this makes a new account, and the last links to the login.
 */
export const PhoneStep = observer(function PhoneStep({ vm }: { vm: SignUpViewModel }) {
  const storeName = useStoreName();
  const form = useFormik<PhoneFormInput>({
    initialValues: { phone: vm.phone },
    validate,
    onSubmit: ({ phone }) => vm.sendCode(phone),
  });
  const formRef = useFocusFirstInvalid(form);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray" highContrast>
          New here? This creates your {storeName} account.
        </Text>
        <FormTextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={PHONE_DIGITS}
          prefix={<span className="account-phone-prefix">{COUNTRY_CODE}</span>}
          {...fieldProps(form, 'phone')}
          // Digits only, ten at most, whatever was typed or pasted.
          onChange={(event) => void form.setFieldValue('phone', digitsOnly(event.target.value, PHONE_DIGITS))}
        />
        {vm.phoneTaken && (
          <Callout.Root color="amber" size="1">
            <Callout.Text>
              This number already has an account.{' '}
              <RadixLink asChild weight="medium">
                <Link to={LOGIN_PATH}>Log in instead</Link>
              </RadixLink>
            </Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" disabled={form.isSubmitting} loading={form.isSubmitting}>
          Continue
        </Button>
        <Text as="p" size="2" align="center">
          Already have an account?{' '}
          <RadixLink asChild weight="medium">
            <Link to={LOGIN_PATH}>Login</Link>
          </RadixLink>
        </Text>
      </Flex>
    </form>
  );
});
