import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useService } from '../../app/container-context';
import { AccountCard } from './AccountCard';
import { LoginForm } from './LoginForm';
import { LoginViewModel } from './login-view-model';
import { TwoFactorStep } from './TwoFactorStep';
import './accounts.css';

/** /login: name and password, then the authenticator code for the admin with two-factor set up. */
export const LoginPage = observer(function LoginPage() {
  // One per visit: its steps and the name start afresh on the next.
  const vm = useService(LoginViewModel);
  const navigate = useNavigate();
  // Replace: Back from where the shopper lands does not return to the login form.
  const onLoggedIn = (path: string) => void navigate(path, { replace: true });
  return vm.step === 'password' ? (
    <AccountCard title="Login">
      <LoginForm vm={vm} onLoggedIn={onLoggedIn} />
    </AccountCard>
  ) : (
    <AccountCard title="Two-Factor Authentication">
      <TwoFactorStep vm={vm} onLoggedIn={onLoggedIn} />
    </AccountCard>
  );
});
