import { Button, Flex, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { unstable_OneTimePasswordField as OneTimePasswordField } from 'radix-ui';
import { otpFormSchema, type OtpFormInput } from '../../../domain/sign-in/account-schemas';
import { formatPhone, OTP_DIGITS } from '../../../domain/sign-in/digit-codes';
import { useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import type { SignUpViewModel } from './sign-up-view-model';

const validate = toFormikValidate(otpFormSchema);
const SLOTS = Array.from({ length: OTP_DIGITS }, (_, i) => i);

/** Step 2: the six digits sent to the phone, one slot each (Radix's one-time password field). */
export const OtpStep = observer(function OtpStep({ vm }: { vm: SignUpViewModel }) {
  const form = useFormik<OtpFormInput>({
    initialValues: { otp: '' },
    validate,
    onSubmit: ({ otp }) => vm.verifyCode(otp),
  });
  const formRef = useFocusFirstInvalid(form);
  const id = useId();
  const error = form.touched.otp ? form.errors.otp : undefined;
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <Flex direction="column" gap="4">
        <Text as="p" size="2" color="gray" id={`${id}-sent`}>
          Enter the 6-digit code sent to {formatPhone(vm.phone)}.
        </Text>
        <Flex direction="column" gap="1">
          <Text as="div" size="2" weight="medium" id={`${id}-label`}>
            One-time code
          </Text>
          <OneTimePasswordField.Root
            className="otp-field"
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-sent`}
            validationType="numeric"
            // The field keeps its own value and tells formik: held by formik instead, a key typed
            // before the previous one was rendered would be applied to the older value and lost.
            onValueChange={(otp) => void form.setFieldValue('otp', otp)}
          >
            {SLOTS.map((i) => (
              <OneTimePasswordField.Input
                key={i}
                index={i}
                className="otp-field__slot"
                aria-label={`Digit ${i + 1} of ${OTP_DIGITS}`}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            ))}
          </OneTimePasswordField.Root>
          {error && (
            <Text id={`${id}-error`} size="2" color="red">
              {error}
            </Text>
          )}
        </Flex>
        <Button type="submit" size="3" disabled={form.isSubmitting} loading={form.isSubmitting}>
          Verify OTP
        </Button>
        <Flex gap="3" justify="between" wrap="wrap">
          <Button type="button" variant="ghost" onClick={() => void vm.resend()} disabled={!vm.canResend}>
            {vm.resendSecondsLeft > 0 ? `Resend OTP in ${vm.resendSecondsLeft}s` : 'Resend OTP'}
          </Button>
          <Button type="button" variant="ghost" color="gray" highContrast onClick={vm.changePhone}>
            Change Phone Number
          </Button>
        </Flex>
      </Flex>
    </form>
  );
});
