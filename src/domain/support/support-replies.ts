import { formatRupees } from '../money';
import type { FurtherHelp } from '../policies/question-and-answer';
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../orders/order-totals';
import { CANCELLATION, CASH_ON_DELIVERY, deliveryOption, RETURNS } from '../policies/shop-policies';

/**
 * The support chat's fixed replies: a keyword matcher. Each topic lists the words (and phrases) that
 * ask about it; a word matches whole, in any case ('Pay' and 'PAY' do, 'payday' and 'outfit' do
 * not: an outfit is not a question about fit). The figures come from the shop's policies, so the
 * chat never disagrees with the policy pages.
 */
export type SupportTopic = 'shipping' | 'returns' | 'size' | 'payment' | 'tracking' | 'cancellation' | 'exchange';

interface TopicRule {
  readonly topic: SupportTopic;
  /** Whole words or phrases, lower case; a phrase's words may be separated by any spaces. */
  readonly keywords: readonly string[];
  readonly reply: () => string;
  /** A page the reply points to, which the chat links under it. */
  readonly seeAlso?: FurtherHelp;
}

function listInProse(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const standard = deliveryOption('standard');
const express = deliveryOption('express');

/**
 * The spec's table, in the spec's order: a message about several topics is answered on each of
 * them, in this order (shipping, returns, size, payment, tracking, cancellation, exchange).
 */
export const TOPIC_RULES: readonly TopicRule[] = [
  {
    topic: 'shipping',
    keywords: ['shipping', 'ship', 'ships', 'shipped', 'delivery', 'deliveries', 'deliver', 'delivered'],
    reply: () =>
      `Standard delivery takes ${standard.time} and is free on orders of ${formatRupees(standard.freeFrom ?? 0)} or more ` +
      `(${formatRupees(standard.price ?? 0)} below that). Express delivery takes ${express.time} for ${formatRupees(express.price ?? 0)}.`,
  },
  {
    topic: 'returns',
    keywords: ['return', 'returns', 'returned', 'returning', 'refund', 'refunds', 'refunded'],
    reply: () =>
      `You can return items within ${RETURNS.windowDays} days of delivery for a full refund. ` +
      `Items must be ${RETURNS.condition}. The refund reaches you ${RETURNS.refundBusinessDays} business days after we have inspected the item.`,
  },
  {
    topic: 'size',
    keywords: ['size', 'sizes', 'sizing', 'fit', 'fits', 'fitting'],
    reply: () => "You'll find a size guide on each product page. If you're between sizes, we recommend sizing up.",
    seeAlso: 'size-guide',
  },
  {
    topic: 'payment',
    keywords: ['payment', 'payments', 'pay', 'paying', 'paid'],
    reply: () =>
      `We accept: ${listInProse(CHECKOUT_PAYMENT_METHODS.map((method) => PAYMENT_METHOD_NAMES[method]))} (cash on orders up to ${formatRupees(CASH_ON_DELIVERY.maxOrderTotal)}; with UPI you pay in your UPI app once the order is placed). ` +
      'Every payment is secure and encrypted.',
  },
  {
    topic: 'tracking',
    keywords: ['track', 'tracking', 'tracked', 'where is my order', "where's my order"],
    reply: () => 'You can track your order in the My Orders section of your account, or with the tracking link in your shipping confirmation email.',
  },
  {
    topic: 'cancellation',
    keywords: ['cancel', 'cancelled', 'canceled', 'cancelling', 'canceling', 'cancellation', 'stop order', 'stop my order'],
    reply: () =>
      `You can cancel an order from your account within ${CANCELLATION.selfServiceHours} hours of placing it, as long as it has not shipped, ` +
      `free of charge. After that, please contact customer service.`,
  },
  {
    topic: 'exchange',
    keywords: ['exchange', 'exchanges', 'exchanged', 'exchanging'],
    reply: () => `To exchange an item, return it within ${RETURNS.windowDays} days of delivery and place a new order for the one you want.`,
  },
];

export const CHAT_FALLBACK_REPLY =
  "I'm not sure I understand your question. Could you please rephrase or ask about our shipping, returns, payment methods, or order tracking?";

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A keyword as a pattern: whole words (letters or digits on neither side), spaces flexible, any case. */
function keywordPattern(keyword: string): RegExp {
  const words = keyword.split(' ').map((word) => escapeRegExp(word).replace("'", "['’]"));
  return new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?![\\p{L}\\p{N}])`, 'iu');
}

const RULE_PATTERNS = TOPIC_RULES.map((rule) => ({ rule, patterns: rule.keywords.map(keywordPattern) }));

/** The topics a message asks about, in the table's order. */
export function topicsOf(message: string): SupportTopic[] {
  return RULE_PATTERNS.filter(({ patterns }) => patterns.some((pattern) => pattern.test(message))).map(({ rule }) => rule.topic);
}

const REPLY_SEPARATOR = '\n\n';

/**
 * The pages a bot's message points to, from its words: the replies it is made of are the table's, so
 * a conversation kept from before these links gets them too, and nothing else need be stored.
 */
export function furtherHelpIn(content: string): FurtherHelp[] {
  const paragraphs = content.split(REPLY_SEPARATOR);
  return TOPIC_RULES.flatMap((rule) => (rule.seeAlso && paragraphs.includes(rule.reply()) ? [rule.seeAlso] : []));
}

/** The bot's reply to a message: the answer on each topic it asks about, or the fallback. */
export function supportReply(message: string): string {
  const topics = topicsOf(message);
  if (topics.length === 0) return CHAT_FALLBACK_REPLY;
  return TOPIC_RULES.filter((rule) => topics.includes(rule.topic))
    .map((rule) => rule.reply())
    .join(REPLY_SEPARATOR);
}
