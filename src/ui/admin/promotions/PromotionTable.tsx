import { Pencil1Icon } from '@radix-ui/react-icons';
import { Badge, Button, Flex, IconButton, Table, Text } from '@radix-ui/themes';
import { observer } from 'mobx-react-lite';
import { PROMOTION_STATE_LABELS, describeOff, type Promotion, type PromotionEntry, type PromotionState } from '../../../domain/promotions/promotion';
import { rupees } from '../../lib/money';
import type { PromotionsViewModel } from './promotions-view-model';

const STATE_COLORS: Readonly<Record<PromotionState, 'green' | 'amber' | 'gray'>> = { active: 'green', paused: 'amber', ended: 'gray' };

/** '26 Nov 2026' for an India day. */
function dayText(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export function validityText(promotion: Promotion): string {
  return promotion.validUntil ? `${dayText(promotion.validFrom)} – ${dayText(promotion.validUntil)}` : `From ${dayText(promotion.validFrom)}`;
}

export function minimumText(promotion: Promotion): string {
  return promotion.minimumOrder === 0 ? 'None' : rupees(promotion.minimumOrder);
}

export function usesText(promotion: Promotion, uses: number): string {
  return promotion.totalUses === undefined ? String(uses) : `${uses} of ${promotion.totalUses}`;
}

export function StateBadge({ state }: { state: PromotionState }) {
  return (
    <Badge color={STATE_COLORS[state]} variant="soft" highContrast>
      {PROMOTION_STATE_LABELS[state]}
    </Badge>
  );
}

/** Edit, Pause or Resume, and End (which asks first); an ended code has none but a disabled Edit. */
export const PromotionActions = observer(function PromotionActions({ promotion, vm }: { promotion: Promotion; vm: PromotionsViewModel }) {
  const ended = promotion.state === 'ended';
  const busy = vm.busyCode === promotion.code;
  return (
    <Flex gap="2" align="center">
      <IconButton size="1" variant="soft" aria-label={`Edit ${promotion.code}`} disabled={ended} onClick={() => vm.openEdit(promotion)}>
        <Pencil1Icon />
      </IconButton>
      {!ended && (
        <>
          <Button size="1" variant="soft" loading={busy} onClick={() => void vm.toggle(promotion)} aria-label={`${promotion.state === 'active' ? 'Pause' : 'Resume'} ${promotion.code}`}>
            {promotion.state === 'active' ? 'Pause' : 'Resume'}
          </Button>
          <Button size="1" variant="soft" color="red" disabled={busy} onClick={() => vm.askEnd(promotion)} aria-label={`End ${promotion.code}`}>
            End
          </Button>
        </>
      )}
    </Flex>
  );
});

/** Every code: Code, Title, Off, Minimum, Validity, Uses, State and its actions. Scrolls sideways in its own box on a phone. */
export const PromotionTable = observer(function PromotionTable({ vm }: { vm: PromotionsViewModel }) {
  return (
    <Table.Root variant="surface" size="1" className="admin-table promotion-table">
      <caption className="visually-hidden">Promotions</caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>Code</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Title</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Off</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Minimum</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Validity</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Uses</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>State</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>Actions</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {vm.promotions.map((entry) => (
          <PromotionRow key={entry.promotion.code} entry={entry} vm={vm} />
        ))}
      </Table.Body>
    </Table.Root>
  );
});

const PromotionRow = observer(function PromotionRow({ entry, vm }: { entry: PromotionEntry; vm: PromotionsViewModel }) {
  const { promotion, uses } = entry;
  return (
    <Table.Row align="center">
      <Table.RowHeaderCell>
        <Text weight="bold" className="promotion-table__code">
          {promotion.code}
        </Text>
      </Table.RowHeaderCell>
      <Table.Cell className="promotion-table__title">{promotion.title}</Table.Cell>
      <Table.Cell className="promotion-table__nowrap">
        <Text as="div">{describeOff(promotion.off)}</Text>
        {promotion.firstOrderOnly && (
          <Text as="div" size="1" color="gray">
            First order only
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>{minimumText(promotion)}</Table.Cell>
      <Table.Cell className="promotion-table__nowrap">{validityText(promotion)}</Table.Cell>
      <Table.Cell>
        <Text as="div">{usesText(promotion, uses)}</Text>
        {promotion.usesPerCustomer !== undefined && (
          <Text as="div" size="1" color="gray" className="promotion-table__nowrap">
            {promotion.usesPerCustomer} per customer
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <StateBadge state={promotion.state} />
      </Table.Cell>
      <Table.Cell>
        <PromotionActions promotion={promotion} vm={vm} />
      </Table.Cell>
    </Table.Row>
  );
});
