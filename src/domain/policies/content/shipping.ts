import { formatRupees } from '../../money';
import type { QuestionAndAnswer } from '../question-and-answer';
import { CASH_ON_DELIVERY, DELIVERY_OPTIONS, deliveryOption, SHIPPING_RULES, type DeliveryOption } from '../shop-policies';

/** What a delivery option costs, in words: '₹49 (free on orders of ₹499 or more)', 'Varies by destination'. */
export function deliveryPriceText(option: DeliveryOption): string {
  if (option.price === null) return 'Varies by destination';
  const price = formatRupees(option.price);
  return option.freeFrom === null ? price : `${price} (free on orders of ${formatRupees(option.freeFrom)} or more)`;
}

/** The four delivery options as the shipping page lists them. */
export const SHIPPING_OPTIONS = DELIVERY_OPTIONS.map((option) => ({
  id: option.id,
  name: option.name,
  time: option.time,
  price: deliveryPriceText(option),
  note: option.note,
}));

export const SHIPPING_INTRO = 'Everything about how your order gets to you: delivery options, packaging and what to expect.';

export const PACKAGING_AND_SUSTAINABILITY: readonly string[] = [
  'Orders ship in recyclable cardboard boxes and paper mailers.',
  'Garments are folded in reusable, compostable bags instead of single-use plastic.',
  'Items from one order travel together whenever they are in stock in the same warehouse.',
  'Our delivery partners use electric vehicles in more cities every season.',
];

const standard = deliveryOption('standard');
const sameDay = deliveryOption('same-day');
const international = deliveryOption('international');

export const SHIPPING_QUESTIONS: readonly QuestionAndAnswer[] = [
  {
    question: 'When will my order ship?',
    answer: `Orders ship from our warehouse within one business day. ${standard.name} then takes ${standard.time}.`,
  },
  {
    question: 'Can I change my delivery address after ordering?',
    answer: `Yes, within ${SHIPPING_RULES.addressChangeHours} hours of placing your order, from your account or through customer care.`,
  },
  {
    question: 'Do you deliver to P.O. boxes?',
    answer: `Yes, with ${SHIPPING_RULES.poBoxOptions.map((id) => deliveryOption(id).name).join(', ')} only.`,
  },
  {
    question: 'Where is Same-Day Delivery available?',
    answer: `${sameDay.name} costs ${formatRupees(sameDay.price ?? 0)}; ${sameDay.note?.toLowerCase() ?? ''}. The checkout shows whether your pin code qualifies.`,
  },
  {
    question: 'Can I pay cash on delivery, and do you ship abroad?',
    answer: `Cash on Delivery is available for orders up to ${formatRupees(CASH_ON_DELIVERY.maxOrderTotal)} in serviceable locations. ${international.name} reaches 100+ countries in ${international.time}; the cost depends on the destination.`,
  },
];
