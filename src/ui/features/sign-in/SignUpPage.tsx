import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useViewModel } from '../../app/container-context';
import { AccountCard } from './AccountCard';
import { CreateAccountStep } from './CreateAccountStep';
import { OtpStep } from './OtpStep';
import { PhoneStep } from './PhoneStep';
import { SignUpViewModel, type SignUpStep } from './sign-up-view-model';
import './accounts.css';

const TITLES: Record<SignUpStep, string> = {
  phone: 'Sign In',
  otp: 'Verify OTP',
  account: 'Create Account',
};

/**
 * The sign-up page, at the spec's /signin, in three steps. The spec titles the first one 'Sign In';
 * the line under that title says that this page creates an account.
 */
export const SignUpPage = observer(function SignUpPage() {
  const vm = useViewModel(SignUpViewModel);
  const navigate = useNavigate();
  return (
    <AccountCard title={TITLES[vm.step]}>
      {vm.step === 'phone' && <PhoneStep vm={vm} />}
      {vm.step === 'otp' && <OtpStep vm={vm} />}
      {vm.step === 'account' && <CreateAccountStep vm={vm} onRegistered={(path) => void navigate(path, { replace: true })} />}
    </AccountCard>
  );
});
