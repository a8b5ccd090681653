import { Badge } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';
import { observer } from 'mobx-react-lite';
import { useViewModel } from '../../di/container-context';
import { DealsCountdownViewModel } from '../../view-models/deals-countdown-view-model';

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
