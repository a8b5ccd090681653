import { formatRupees } from '../../money';
import type { FaqCategory } from '../faq-search';
import { CANCELLATION, CASH_ON_DELIVERY, deliveryOption, RETURNS, SHIPPING_RULES, SUPPORT } from '../shop-policies';
import { paymentMethodsText } from './payments';

export type FaqCategoryId = 'orders' | 'returns' | 'account' | 'products';

/** The tab the FAQ page opens on. */
export const DEFAULT_FAQ_CATEGORY: FaqCategoryId = 'orders';

const standard = deliveryOption('standard');
const express = deliveryOption('express');

/** The FAQ page's questions by tab; every figure comes from the shop's policies. */
export const FAQ_CATEGORIES: readonly FaqCategory<FaqCategoryId>[] = [
  {
    id: 'orders',
    label: 'Orders',
    questions: [
      {
        question: 'How do I track my order?',
        answer: 'Open My Orders in your account to see where each order is, or use the tracking link in the shipping email we send when your order leaves our warehouse.',
      },
      {
        question: 'How long does delivery take?',
        answer: `${standard.name} takes ${standard.time} and costs ${formatRupees(standard.price ?? 0)}, free on orders of ${formatRupees(standard.freeFrom ?? 0)} or more. ${express.name} takes ${express.time} for ${formatRupees(express.price ?? 0)}.`,
      },
      {
        question: 'Can I change my delivery address?',
        answer: `Yes, within ${SHIPPING_RULES.addressChangeHours} hours of placing your order. After that, contact customer care and we will do our best before it ships.`,
      },
      {
        question: 'Can I cancel my order?',
        answer: `You can cancel from your account within ${CANCELLATION.selfServiceHours} hours of ordering, as long as the order has not shipped. There is no cancellation fee, and refunds take ${CANCELLATION.refundBusinessDays} business days.`,
      },
      {
        question: 'Which payment methods do you accept?',
        answer: `We accept ${paymentMethodsText()}. Cash on Delivery is available for orders up to ${formatRupees(CASH_ON_DELIVERY.maxOrderTotal)} in serviceable locations; with UPI you pay in your UPI app once the order is placed. Cards, net banking and wallets are not taken at checkout yet.`,
      },
    ],
  },
  {
    id: 'returns',
    label: 'Returns',
    questions: [
      {
        question: 'What is your return policy?',
        answer: `You can return items within ${RETURNS.windowDays} days of delivery, ${RETURNS.condition}.`,
      },
      {
        question: 'How do I start a return?',
        answer: 'Go to the Returns & Exchanges page, enter your order number and email, choose the items and follow the steps.',
      },
      {
        question: 'When will I get my refund?',
        answer: `We inspect returned items within ${RETURNS.inspectionBusinessDays} business days, then refund your original payment method within ${RETURNS.refundBusinessDays} business days.`,
      },
      {
        question: 'Do I pay for return shipping?',
        answer: `Return shipping costs ${formatRupees(RETURNS.returnShippingFee)}, deducted from your refund. It is free when you received ${RETURNS.freeReturnReasons.join(' or ')}.`,
      },
      {
        question: 'Can I exchange an item?',
        answer: 'Return the item you have and place a new order for the size or colour you want; this way the new item ships straight away.',
      },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    questions: [
      {
        question: 'How do I create an account?',
        answer: 'Choose Sign Up, enter your 10-digit mobile number and the one-time code we send, then your name and a password.',
      },
      {
        question: 'I forgot my password. What should I do?',
        answer: `Contact customer care at ${SUPPORT.email} or ${SUPPORT.phone} and we will help you get back into your account.`,
      },
      {
        question: 'How do I change my notification settings?',
        answer: 'Open Notification Preferences from the More menu and switch email, SMS and push notifications on or off.',
      },
      {
        question: 'Can children shop on Fashion Zone?',
        answer: `Our services are not meant for children under ${SUPPORT.minimumAge}; a parent or guardian should place the order.`,
      },
    ],
  },
  {
    id: 'products',
    label: 'Products',
    questions: [
      {
        question: 'How do I find my size?',
        answer: 'Every product page has a size guide. If you are between sizes, we suggest taking the larger one.',
        seeAlso: 'size-guide',
      },
      {
        question: 'Are your products authentic?',
        answer: 'Yes. We buy directly from brands and their authorised distributors, and you can report a suspected counterfeit from the Report Infringement page.',
      },
      {
        question: 'How should I care for my clothes?',
        answer: 'Follow the care label on each garment. Washing in cold water and drying in the shade keeps colours bright and fabrics in shape.',
      },
      {
        question: 'Will a sold-out item come back?',
        answer: 'Popular items are often restocked. Check the product page again in a few days, or browse similar products shown below it.',
      },
    ],
  },
];
