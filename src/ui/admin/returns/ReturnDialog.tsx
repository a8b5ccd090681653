import { Cross2Icon } from '@radix-ui/react-icons';
import { Button, Callout, Dialog, Flex, IconButton, RadioGroup, Text, TextField } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { returnMovesFor, type ReturnMoveKind } from '../../../domain/returns/return-life';
import type { ReturnRequest } from '../../../domain/returns/return-request';
import { ReturnStatusBadge, ReturnStory } from '../../components/ReturnStory';
import { indiaDateTime } from '../../lib/india-dates';
import type { ReturnMoveForm } from './return-move-form';
import type { ReturnsDeskViewModel } from './returns-desk-view-model';

type DeskMove = Exclude<ReturnMoveKind, 'cancel'>;

/** One move's form: its fields (if any) and the button that sends it (busy while any move is on its way). */
const MoveForm = observer(function MoveForm({ form, request, kind, label, color, children }: { form: ReturnMoveForm; request: ReturnRequest; kind: DeskMove; label: string; color?: 'red'; children?: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(request, kind);
  };
  return (
    <form className="return-move" onSubmit={submit} aria-label={label}>
      {children && <div className="return-move__fields">{children}</div>}
      <Flex justify="end">
        <Button type="submit" color={color} loading={form.busy}>
          {label}
        </Button>
      </Flex>
    </form>
  );
});

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text as="label" size="2">
      <Text as="span" weight="medium" size="1">
        {label}
      </Text>
      {children}
    </Text>
  );
}

const Moves = observer(function Moves({ form, request }: { form: ReturnMoveForm; request: ReturnRequest }) {
  const moves = returnMovesFor(request, 'admin');
  if (moves.length === 0) return null;
  const text = (field: 'rejection' | 'courier' | 'trackingNumber' | 'pickupDate' | 'reference', type: 'text' | 'date' = 'text') => (
    <TextField.Root type={type} value={form[field]} onChange={(event) => form.set(field, event.target.value)} />
  );
  return (
    <>
      {moves.includes('approve') && <MoveForm form={form} request={request} kind="approve" label="Approve return" />}
      {moves.includes('reject') && (
        <MoveForm form={form} request={request} kind="reject" label="Reject return" color="red">
          <Field label="Reason for rejecting (the shopper reads it)">{text('rejection')}</Field>
        </MoveForm>
      )}
      {moves.includes('schedule-pickup') && (
        <MoveForm form={form} request={request} kind="schedule-pickup" label={request.status === 'Pickup scheduled' ? 'Book pickup again' : 'Book pickup'}>
          <Field label="Courier">{text('courier')}</Field>
          <Field label="Tracking number">{text('trackingNumber')}</Field>
          <Field label="Pickup day">{text('pickupDate', 'date')}</Field>
        </MoveForm>
      )}
      {moves.includes('receive') && <MoveForm form={form} request={request} kind="receive" label="Mark as received" />}
      {moves.includes('inspect') && (
        <MoveForm form={form} request={request} kind="inspect" label="Save inspection">
          {request.lines.map((line, i) => {
            const verdict = form.verdictOf(i);
            const name = `${line.title} (size ${line.size}${line.colour ? `, ${line.colour}` : ''})`;
            return (
              <fieldset key={i} className="return-verdict">
                <legend>
                  <Text size="2" weight="medium">
                    {name}
                  </Text>
                </legend>
                <RadioGroup.Root aria-label={`Verdict for ${name}`} value={verdict.accepted === undefined ? '' : verdict.accepted ? 'accepted' : 'refused'} onValueChange={(value) => form.setVerdict(i, { accepted: value === 'accepted' })}>
                  <RadioGroup.Item value="accepted">Accepted</RadioGroup.Item>
                  <RadioGroup.Item value="refused">Not accepted</RadioGroup.Item>
                </RadioGroup.Root>
                {verdict.accepted === false && (
                  <Field label="Why not">
                    <TextField.Root value={verdict.reason} onChange={(event) => form.setVerdict(i, { reason: event.target.value })} />
                  </Field>
                )}
              </fieldset>
            );
          })}
        </MoveForm>
      )}
      {moves.includes('refund') && (
        <MoveForm form={form} request={request} kind="refund" label="Record refund">
          <Field label="Refund reference (UTR or gateway ID)">{text('reference')}</Field>
        </MoveForm>
      )}
    </>
  );
});

/** A return in the back office: who asked, what, why, what happened so far, and the moves open to the admin now. */
export const ReturnDialog = observer(function ReturnDialog({ vm }: { vm: ReturnsDeskViewModel }) {
  const row = vm.opened;
  return (
    <Dialog.Root open={row !== undefined} onOpenChange={(open) => !open && vm.close()}>
      {row && (
        <Dialog.Content maxWidth="640px" aria-describedby={undefined}>
          <Flex justify="between" align="start" gap="3" mb="3">
            <div>
              <Dialog.Title mb="1">Return {row.request.id}</Dialog.Title>
              <Text as="p" size="2" color="gray">
                Order {row.request.orderNumber} · {row.customer} {row.phone} · requested {indiaDateTime(row.request.requestedAt)}
              </Text>
            </div>
            <Flex align="center" gap="3">
              <ReturnStatusBadge status={row.request.status} />
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" aria-label="Close">
                  <Cross2Icon aria-hidden />
                </IconButton>
              </Dialog.Close>
            </Flex>
          </Flex>
          <Text as="p" size="2" mb="2">
            Reason: {row.request.reason}
            {row.request.comment && ` · “${row.request.comment}”`}
          </Text>
          <ReturnStory request={row.request} viewer="admin" />
          {vm.form.problem && (
            <Callout.Root color="red" role="alert" my="3">
              <Callout.Text>{vm.form.problem}</Callout.Text>
            </Callout.Root>
          )}
          <Flex direction="column" gap="3" mt="3">
            <Moves form={vm.form} request={row.request} />
          </Flex>
        </Dialog.Content>
      )}
    </Dialog.Root>
  );
});
