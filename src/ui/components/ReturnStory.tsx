import { Badge, Text } from '@radix-ui/themes';
import type { ReturnRequest, ReturnStatus } from '../../domain/returns/return-request';
import { calendarDay, indiaDateTime } from '../lib/india-dates';
import { rupees } from '../lib/money';
import './return-story.css';

/** A return's status as a badge's colour: waiting on the shop amber, on its way blue, ended well green, ended otherwise grey or red. */
export const RETURN_STATUS_COLOURS: Record<ReturnStatus, 'amber' | 'blue' | 'green' | 'red' | 'gray'> = {
  Requested: 'amber',
  Approved: 'blue',
  'Pickup scheduled': 'blue',
  Received: 'blue',
  Inspected: 'blue',
  Refunded: 'green',
  Rejected: 'red',
  Cancelled: 'gray',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <Badge color={RETURN_STATUS_COLOURS[status]} variant="soft" highContrast radius="full">
      {status}
    </Badge>
  );
}

/**
 * What happened to a return, for the shopper and the admin alike: its lines with the warehouse's
 * verdict once inspected, the rejection's reason, the pickup booked, the refund's reference, and
 * each move with its time (a list, oldest first, so a screen reader reads it as a story).
 */
export function ReturnStory({ request, viewer }: { request: ReturnRequest; viewer: 'shopper' | 'admin' }) {
  const shopper = viewer === 'shopper' ? ' · by you' : ' · by the shopper';
  return (
    <div className="return-story">
      <ul className="return-story__lines" aria-label={`Items of return ${request.id}`}>
        {request.lines.map((line, i) => {
          const verdict = request.inspection?.[i];
          return (
            <li key={`${line.productId}-${line.size}-${line.colour ?? ''}`}>
              <Text size="2">
                {line.title} (size {line.size}
                {line.colour ? `, ${line.colour}` : ''}, qty {line.quantity})
              </Text>
              {verdict && (
                <Text size="2" color={verdict.accepted ? 'green' : 'red'}>
                  {verdict.accepted ? ' · Accepted' : ` · Not accepted: ${verdict.reason}`}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
      {request.rejection && (
        <Text as="p" size="2" color="red">
          Rejected: {request.rejection}
        </Text>
      )}
      {request.pickup && (
        <Text as="p" size="2">
          Pickup on {calendarDay(request.pickup.date)} by {request.pickup.courier}, tracking number {request.pickup.trackingNumber}
        </Text>
      )}
      {request.refund && (
        <Text as="p" size="2">
          Refunded {rupees(request.refund.amount)}, reference {request.refund.reference}
        </Text>
      )}
      <ol className="return-story__history" aria-label={`History of return ${request.id}`}>
        {request.history.map((event, i) => (
          <li key={i}>
            <Text size="2" weight="medium">
              {event.status}
            </Text>{' '}
            <Text size="2" color="gray">
              <time dateTime={new Date(event.at).toISOString()}>{indiaDateTime(event.at)}</time>
              {event.by === 'shopper' ? shopper : ''}
            </Text>
          </li>
        ))}
      </ol>
    </div>
  );
}
