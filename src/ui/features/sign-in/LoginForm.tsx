import { Button, Callout, Flex, Link as RadixLink, Text } from '@radix-ui/themes';
import { useFormik } from 'formik';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { loginSchema, type LoginInput } from '../../../domain/sign-in/account-schemas';
import { SIGN_UP_PATH } from '../../app/paths';
import { fieldProps, useFocusFirstInvalid } from '../../forms/formik-fields';
import { toFormikValidate } from '../../forms/formik-zod';
import { FormTextField } from '../../forms/FormTextField';
import type { LoginViewModel } from './login-view-model';

const validate = toFormikValidate(loginSchema);

/** The name and password form; `onLoggedIn` gets the path to go to. */
export const LoginForm = observer(function LoginForm({ vm, onLoggedIn }: { vm: LoginViewModel; onLoggedIn: (path: string) => void }) {
  const form = useFormik<LoginInput>({
    initialValues: { name: vm.name, password: '' },
    validate,
    onSubmit: async ({ name, password }) => {
      const path = await vm.logIn(name, password);
      if (path) onLoggedIn(path);
    },
  });
  const formRef = useFocusFirstInvalid(form);
  return (
    <form ref={formRef} onSubmit={form.handleSubmit} noValidate>
      <Flex direction="column" gap="4">
        <FormTextField label="Name" hint="Or the mobile number you signed up with" autoComplete="username" {...fieldProps(form, 'name')} />
        <FormTextField label="Password" type="password" autoComplete="current-password" {...fieldProps(form, 'password')} />
        {vm.alert && (
          <Callout.Root color="red" role="alert" size="1">
            <Callout.Text>{vm.alert}</Callout.Text>
          </Callout.Root>
        )}
        <Button type="submit" size="3" disabled={form.isSubmitting} loading={form.isSubmitting}>
          Login
        </Button>
        <Text as="p" size="2" align="center">
          Don&apos;t have an account?{' '}
          <RadixLink asChild weight="medium">
            <Link to={SIGN_UP_PATH}>Sign In</Link>
          </RadixLink>
        </Text>
      </Flex>
    </form>
  );
});
