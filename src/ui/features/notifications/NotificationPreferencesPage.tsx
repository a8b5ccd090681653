import { BellIcon } from '@radix-ui/react-icons';
import { Card, Flex, Heading, Switch, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { isOn, NOTIFICATION_CHANNELS, type ChannelId, type SwitchId } from '../../../domain/notifications/notification-preferences';
import { useViewModel } from '../../app/container-context';
import { LoginPrompt } from '../../components/LoginPrompt';
import { NotificationPreferencesViewModel } from './notification-preferences-view-model';
import './notifications.css';

type Channel = (typeof NOTIFICATION_CHANNELS)[number];

const PreferenceSwitch = observer(function PreferenceSwitch({
  vm,
  channel,
  item,
}: {
  vm: NotificationPreferencesViewModel;
  channel: ChannelId;
  item: Channel['switches'][number];
}) {
  const id = useId();
  const id_ = item.id as SwitchId<typeof channel>;
  return (
    <li className="preference-switch">
      <Flex direction="column" gap="1">
        <Text as="label" htmlFor={id} weight="medium">
          {item.label}
        </Text>
        <Text id={`${id}-description`} size="2" color="gray">
          {item.description}
        </Text>
      </Flex>
      <Switch
        id={id}
        size="3"
        checked={isOn(vm.preferences, channel, id_)}
        onCheckedChange={(on) => void vm.setSwitch(channel, id_, on)}
        aria-describedby={`${id}-description`}
      />
    </li>
  );
});

function ChannelCard({ vm, channel }: { vm: NotificationPreferencesViewModel; channel: Channel }) {
  const headingId = useId();
  return (
    <Card size="3" asChild>
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="5" id={headingId} mb="2">
          {channel.title}
        </Heading>
        <ul className="preference-list">
          {channel.switches.map((item) => (
            <PreferenceSwitch key={item.id} vm={vm} channel={channel.id} item={item} />
          ))}
        </ul>
      </section>
    </Card>
  );
}

/** /notification-preferences: the logged-in shopper's email, SMS and push switches, saved as they change. */
export const NotificationPreferencesPage = observer(function NotificationPreferencesPage() {
  const vm = useViewModel(NotificationPreferencesViewModel);
  return (
    <div className="page">
      <Heading as="h1" size="7" mb="2">
        Notification Preferences
      </Heading>
      {vm.status === 'ready' && (
        <>
          <Text as="p" color="gray" mb="4">
            Choose what we tell you about, and how. Changes are saved at once.
          </Text>
          <Flex direction="column" gap="4">
            {NOTIFICATION_CHANNELS.map((channel) => (
              <ChannelCard key={channel.id} vm={vm} channel={channel} />
            ))}
          </Flex>
        </>
      )}
      {vm.status === 'login-required' && (
        <LoginPrompt icon={<BellIcon width={28} height={28} />} title="Log in to manage your notifications" keepReturnPath={vm.keepReturnPath}>
          Your notification preferences are saved with your account.
        </LoginPrompt>
      )}
    </div>
  );
});
