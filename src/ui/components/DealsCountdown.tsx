import { Badge } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../app/container-context';
import { DealsCountdownViewModel } from './deals-countdown-view-model';
import './deals-countdown.css';

export const DealsCountdown = observer(function DealsCountdown() {
  const vm = useViewModel(DealsCountdownViewModel);
  return (
    <Badge size="3" color={vm.ended ? 'gray' : 'red'} variant="soft" highContrast className="deals-countdown">
      <ClockIcon aria-hidden />
      <span>{vm.ended ? 'Deals ended' : 'Ends in'}</span>
      <time role="timer" aria-label="Time left for today's deals" className="deals-countdown__time">
        {vm.display}
      </time>
    </Badge>
  );
});
