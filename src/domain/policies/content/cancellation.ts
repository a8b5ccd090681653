import type { QuestionAndAnswer } from '../question-and-answer';
import { formatRupees } from '../../money';
import { CANCELLATION, RETURNS } from '../shop-policies';

export const CANCELLATION_INTRO = 'Changed your mind? Here is how cancelling an order and returning an item work.';

export const CANCELLATION_CARDS: readonly { title: string; text: string }[] = [
  {
    title: 'Cancel Within 24 Hours',
    text: `Cancel from your account within ${CANCELLATION.selfServiceHours} hours of ordering, as long as it has not shipped.`,
  },
  CANCELLATION.fee === 0
    ? { title: 'No Cancellation Fee', text: 'Cancelling is free: you are refunded in full.' }
    : { title: 'Cancellation Fee', text: `Cancelling costs ${formatRupees(CANCELLATION.fee)}.` },
  { title: `${RETURNS.windowDays}-Day Returns`, text: `Return items within ${RETURNS.windowDays} days of delivery, ${RETURNS.condition}.` },
  { title: 'Quick Refunds', text: `Refunds reach your original payment method within ${CANCELLATION.refundBusinessDays} business days.` },
];

export const CANCELLATION_POLICY: readonly string[] = [
  `You can cancel an order from My Orders within ${CANCELLATION.selfServiceHours} hours of placing it, or at any time before it ships. After that, contact customer care: once an order has shipped it can no longer be cancelled, but you can return it when it arrives.`,
  `There is no fee for cancelling. We refund the full amount to your original payment method within ${CANCELLATION.refundBusinessDays} business days; Cash on Delivery orders are simply not charged.`,
];

/** Orders with these items cannot be cancelled once placed. */
export const NON_CANCELLABLE = CANCELLATION.nonCancellable;

export const CANCELLATION_QUESTIONS: readonly QuestionAndAnswer[] = [
  {
    question: 'How do I cancel my order?',
    answer: `Open My Orders, choose the order and select Cancel. This works within ${CANCELLATION.selfServiceHours} hours of ordering, as long as the order has not shipped.`,
  },
  {
    question: 'Is there a cancellation fee?',
    answer: 'No. Cancelling is free and you are refunded the full amount you paid.',
  },
  {
    question: 'How long does a refund take?',
    answer: `Refunds reach your original payment method within ${CANCELLATION.refundBusinessDays} business days after the cancellation.`,
  },
  {
    question: 'My order has already shipped. What can I do?',
    answer: `Shipped orders cannot be cancelled, but you can return the items within ${RETURNS.windowDays} days of delivery.`,
  },
  {
    question: 'Which orders cannot be cancelled?',
    answer: `Orders containing ${CANCELLATION.nonCancellable.map((item) => item.toLowerCase()).join(', ')} cannot be cancelled once placed.`,
  },
];
