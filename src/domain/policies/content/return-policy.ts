import { formatRupees } from '../../money';
import type { QuestionAndAnswer } from '../question-and-answer';
import { RETURNS } from '../shop-policies';

export const RETURN_POLICY_INTRO = `Not quite right? You can return most items within ${RETURNS.windowDays} days of delivery.`;

export const RETURN_POLICY_CARDS: readonly { title: string; text: string }[] = [
  { title: `${RETURNS.windowDays}-Day Returns`, text: `Return items within ${RETURNS.windowDays} days of delivery.` },
  { title: 'Easy Process', text: 'Start a return online with your order number and email.' },
  {
    title: 'Quick Refunds',
    text: `Inspected in ${RETURNS.inspectionBusinessDays} business days, refunded within ${RETURNS.refundBusinessDays} business days.`,
  },
  {
    title: 'Return Shipping',
    text: `${formatRupees(RETURNS.returnShippingFee)}, free for ${RETURNS.freeReturnReasons.join(' or ')}.`,
  },
];

export const RETURN_ELIGIBILITY: readonly string[] = [
  `Returned within ${RETURNS.windowDays} days of delivery`,
  `Items ${RETURNS.condition}`,
  'In the original packaging, where there was one',
  `Defects reported within ${RETURNS.defectReportHours} hours of delivery`,
];

export const NON_RETURNABLE = RETURNS.nonReturnable;

export const REFUND_TEXT: readonly string[] = [
  `Once your return reaches us we inspect it within ${RETURNS.inspectionBusinessDays} business days and refund your original payment method within ${RETURNS.refundBusinessDays} business days. Cash on Delivery orders are refunded by bank transfer.`,
  `Return shipping costs ${formatRupees(RETURNS.returnShippingFee)}, deducted from the refund, except when you received ${RETURNS.freeReturnReasons.join(' or ')}: then the return is free.`,
];

export const RETURN_POLICY_QUESTIONS: readonly QuestionAndAnswer[] = [
  {
    question: 'How do I start a return?',
    answer: 'Go to Returns & Exchanges, look up your order with its number and email, choose the items and follow the steps.',
  },
  {
    question: 'What if my item arrived damaged or wrong?',
    answer: `Tell us within ${RETURNS.defectReportHours} hours of delivery. Returning a defective or wrong item is free, and we refund or replace it.`,
  },
  {
    question: 'Can I exchange an item for another size?',
    answer: 'Return the item and place a new order for the size you want, so the new one ships straight away.',
  },
  {
    question: 'Do you match prices?',
    answer: `If an item you bought drops in price within ${RETURNS.priceMatchDays} days of purchase, contact customer care and we refund the difference.`,
  },
];

/** The returns page's four steps, once the order is found. */
export const RETURN_STEPS: readonly { title: string; text: string }[] = [
  { title: 'Select Items', text: 'Choose the items you want to return from your order.' },
  { title: 'Pack Items', text: `Pack them ${RETURNS.condition}.` },
  {
    title: 'Ship Return',
    text: `Hand the parcel to our courier at pick-up. Return shipping is ${formatRupees(RETURNS.returnShippingFee)}, free for ${RETURNS.freeReturnReasons.join(' or ')}.`,
  },
  { title: 'Get Refund', text: `Refunded within ${RETURNS.refundBusinessDays} business days after inspection.` },
];
