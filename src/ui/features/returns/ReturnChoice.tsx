import { Button, Callout, Card, Flex, Heading, Select, Switch, Text, TextArea } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { rupees } from '../../lib/money';
import { RETURN_COMMENT_MAX_LENGTH, RETURN_REASONS, type ReturnsViewModel } from './returns-view-model';
import { lineKey, lineVariantText } from '../../../domain/orders/line-variant';

/** The order found: its lines to choose (those that cannot go back, with why), a reason, and Continue; or why nothing can go back. */
export const ReturnChoice = observer(function ReturnChoice({ vm, onCancel }: { vm: ReturnsViewModel; onCancel: () => void }) {
  const stage = vm.stage;
  if (stage.kind !== 'choose' && stage.kind !== 'refused') return null;
  const { order } = stage;
  const lines = stage.kind === 'choose' ? stage.lines : order.lines.map((line) => ({ line, refusal: undefined }));
  return (
    <Card size="2">
      <Flex justify="between" wrap="wrap" gap="2" mb="3">
        <div>
          <Heading as="h3" size="4">
            Order {order.number}
          </Heading>
          <Text as="p" size="2" color="gray" className="return-order__email">
            {order.address.email}
          </Text>
        </div>
        {stage.kind === 'choose' && (
          <Text as="p" size="2" weight="medium" color="green" className="return-order__eligible">
            Eligible for return
          </Text>
        )}
      </Flex>
      {stage.kind === 'refused' && (
        <Callout.Root color="amber" mb="3" role="alert">
          <Callout.Text>{stage.reason}</Callout.Text>
        </Callout.Root>
      )}
      {stage.kind === 'choose' && (
        <Text as="p" size="2" weight="medium" mb="2">
          Choose the items to return:
        </Text>
      )}
      <ul className="return-order__items">
        {lines.map(({ line, refusal }) => (
          <li key={lineKey(line)}>
            <Text as="label" size="2" className="return-order__item">
              <img className="return-order__image" src={line.image} alt="" width={48} height={48} loading="lazy" />
              <span className="return-order__text">
                <Text as="span" weight="medium" className="return-order__name">
                  {line.title}
                </Text>
                <Text as="span" color="gray">
                  {lineVariantText(line)} · Qty {line.quantity} · {rupees(line.unitPrice)}
                </Text>
                {refusal && (
                  <Text as="span" color="amber" className="return-order__refusal">
                    {refusal}
                  </Text>
                )}
              </span>
              {stage.kind === 'choose' && (
                <Switch checked={vm.isSelected(line)} disabled={refusal !== undefined} onCheckedChange={(on) => vm.toggle(line, on)} />
              )}
            </Text>
          </li>
        ))}
      </ul>
      {stage.kind === 'choose' && (
        <div className="return-order__why">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="return-reason">
              Reason for return
            </Text>
            <Select.Root value={vm.reason || undefined} onValueChange={vm.setReason}>
              <Select.Trigger id="return-reason" placeholder="Choose a reason" />
              <Select.Content position="popper">
                {RETURN_REASONS.map((reason) => (
                  <Select.Item key={reason} value={reason}>
                    {reason}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="return-comment">
              Comment (optional)
            </Text>
            <TextArea id="return-comment" value={vm.comment} onChange={(event) => vm.setComment(event.target.value)} rows={2} />
            <Text as="p" size="1" color="gray">
              {vm.comment.length}/{RETURN_COMMENT_MAX_LENGTH} characters
            </Text>
          </Flex>
        </div>
      )}
      {vm.problem && (
        <Callout.Root color="red" mt="3" role="alert">
          <Callout.Text>{vm.problem}</Callout.Text>
        </Callout.Root>
      )}
      <Flex gap="3" justify="end" mt="4" wrap="wrap">
        <Button variant="soft" color="gray" size="3" onClick={onCancel}>
          Cancel
        </Button>
        {stage.kind === 'choose' && (
          <Button size="3" disabled={!vm.canContinue} loading={vm.busy} onClick={() => void vm.continueReturn()}>
            Continue
          </Button>
        )}
      </Flex>
    </Card>
  );
});
