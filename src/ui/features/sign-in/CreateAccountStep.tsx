import { Button, Callout, Flex, Link as RadixLink } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { createAccountSchema, type CreateAccountInput } from '../../../domain/sign-in/account-schemas';
import { LOGIN_PATH } from '../../app/paths';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import { NAME_TAKEN_MESSAGE } from './account-notices';
import type { RegisterProblem, SignUpViewModel } from './sign-up-view-model';

const validate = toFormikValidate(createAccountSchema);

const PROBLEMS: Record<RegisterProblem, string> = {
  'name-taken': NAME_TAKEN_MESSAGE,
  'phone-taken': 'This number already has an account.',
};

/** Step 3: the name and password of the new account; `onRegistered` gets the path to go to. */
export const CreateAccountStep = observer(function CreateAccountStep({ vm, onRegistered }: { vm: SignUpViewModel; onRegistered: (path: string) => void }) {
  const form = useFormik<CreateAccountInput>({
    initialValues: { name: '', password: '' },
    validate,
    onSubmit: async ({ name, password }) => {
      const path = await vm.createAccount(name, password);
      if (path) onRegistered(path);
    },
  });
  const formRef = useFocusFirstInvalid(form);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <Flex direction="column" gap="4">
        <FormTextField label="Full Name" autoComplete="username" {...fieldProps(form, 'name')} />
        <FormTextField label="Password" type="password" autoComplete="new-password" {...fieldProps(form, 'password')} />
        {vm.registerProblem && (
          <Callout.Root color="amber" size="1">
            <Callout.Text>
              {PROBLEMS[vm.registerProblem]}{' '}
              <RadixLink asChild weight="medium">
                <Link to={LOGIN_PATH}>Log in</Link>
              </RadixLink>
            </Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" disabled={form.isSubmitting} loading={form.isSubmitting}>
          Create Account
        </Button>
      </Flex>
    </form>
  );
});
