import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useAsyncViewModel } from '../../app/use-async-view-model';
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

/** /signin: sign-up in three steps (the spec names the first one 'Sign In'). */
export const SignInPage = observer(function SignInPage() {
  const vm = useAsyncViewModel(SignUpViewModel);
  const navigate = useNavigate();
  if (!vm) return <AccountCard title={TITLES.phone} loading />;
  return (
    <AccountCard title={TITLES[vm.step]}>
      {vm.step === 'phone' && <PhoneStep vm={vm} />}
      {vm.step === 'otp' && <OtpStep vm={vm} />}
      {vm.step === 'account' && <CreateAccountStep vm={vm} onRegistered={(path) => void navigate(path, { replace: true })} />}
    </AccountCard>
  );
});
