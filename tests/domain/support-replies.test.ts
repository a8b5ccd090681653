import { describe, expect, it } from 'vitest';
import { formatRupees } from '../../src/domain/money';
import { CANCELLATION, CASH_ON_DELIVERY, deliveryOption, RETURNS } from '../../src/domain/policies/shop-policies';
import { CHECKOUT_PAYMENT_METHODS, PAYMENT_METHOD_NAMES } from '../../src/domain/orders/order-totals';
import { appendMessage, CHAT_GREETING, isSendable, newConversation, unansweredMessages } from '../../src/domain/support/chat-message';
import { CHAT_FALLBACK_REPLY, furtherHelpIn, supportReply, topicsOf, TOPIC_RULES, type SupportTopic } from '../../src/domain/support/support-replies';

const replyOn = (topic: SupportTopic) => TOPIC_RULES.find((rule) => rule.topic === topic)!.reply();

describe('support chat keyword replies', () => {
  // The spec's keywords, each alone in a sentence, and the topic it asks about.
  it.each<[string, SupportTopic]>([
    ['How much is shipping?', 'shipping'],
    ['When is the delivery?', 'shipping'],
    ['Can I return a shirt?', 'returns'],
    ['I want a refund', 'returns'],
    ['Which size am I?', 'size'],
    ['How does it fit?', 'size'],
    ['What payment options are there?', 'payment'],
    ['Can I pay later?', 'payment'],
    ['I want to track my parcel', 'tracking'],
    ['where is my order', 'tracking'],
    ['Please cancel it', 'cancellation'],
    ['stop order 42 please', 'cancellation'],
    ['Can I exchange this?', 'exchange'],
  ])('"%s" asks about %s', (message, topic) => {
    expect(topicsOf(message)).toEqual([topic]);
    expect(supportReply(message)).toBe(replyOn(topic));
  });

  it('matches in any case', () => {
    expect(topicsOf('SHIPPING')).toEqual(['shipping']);
    expect(topicsOf('Where Is My Order?')).toEqual(['tracking']);
    expect(topicsOf('ReFuNd')).toEqual(['returns']);
  });

  it('matches whole words only: a word that merely contains a keyword is not that question', () => {
    for (const message of ['payday loans', 'a lovely outfit', 'fitness wear', 'unreturnable', 'shipment', 'racetrack', 'prepay']) {
      expect(topicsOf(message), message).toEqual([]);
      expect(supportReply(message), message).toBe(CHAT_FALLBACK_REPLY);
    }
  });

  it('matches a keyword next to punctuation, and a phrase across any spaces or line breaks', () => {
    expect(topicsOf('(refund)')).toEqual(['returns']);
    expect(topicsOf('pay?')).toEqual(['payment']);
    expect(topicsOf('where  is\nmy   order')).toEqual(['tracking']);
    expect(topicsOf("Where's my order?")).toEqual(['tracking']);
    expect(topicsOf('Where’s my order?')).toEqual(['tracking']);
  });

  it('answers a message on several topics on each, in the table order (shipping, returns, size, payment, tracking, cancellation, exchange)', () => {
    const message = 'Exchange or refund? And do you deliver? Can I cancel?';
    expect(topicsOf(message)).toEqual(['shipping', 'returns', 'cancellation', 'exchange']);
    expect(supportReply(message)).toBe([replyOn('shipping'), replyOn('returns'), replyOn('cancellation'), replyOn('exchange')].join('\n\n'));
    expect(topicsOf('Track my delivery')).toEqual(['shipping', 'tracking']);
    expect(topicsOf('size and pay')).toEqual(['size', 'payment']);
  });

  it('points a reply about size to the size guide, alone or among other answers; nothing else, nor a shopper’s words, does', () => {
    expect(furtherHelpIn(supportReply('Which size am I?'))).toEqual(['size-guide']);
    expect(furtherHelpIn(supportReply('size and pay'))).toEqual(['size-guide']);
    expect(furtherHelpIn(supportReply('Can I pay by UPI?'))).toEqual([]);
    expect(furtherHelpIn(supportReply('Hello there'))).toEqual([]);
    expect(furtherHelpIn(`Is this right? ${replyOn('size')}`)).toEqual([]);
  });

  it("answers the spec's fallback when no keyword is there", () => {
    expect(supportReply('Hello there')).toBe(
      "I'm not sure I understand your question. Could you please rephrase or ask about our shipping, returns, payment methods, or order tracking?",
    );
  });

  it("states the shop's own policies, in rupees", () => {
    const standard = deliveryOption('standard');
    const express = deliveryOption('express');
    const shipping = replyOn('shipping');
    expect(shipping).toContain(standard.time);
    expect(shipping).toContain(express.time);
    expect(shipping).toContain(formatRupees(standard.freeFrom!));
    expect(shipping).toContain(formatRupees(express.price!));
    expect(replyOn('returns')).toContain(`within ${RETURNS.windowDays} days of delivery`);
    expect(replyOn('returns')).toContain(RETURNS.condition);
    expect(replyOn('cancellation')).toContain(`within ${CANCELLATION.selfServiceHours} hours`);
    for (const method of CHECKOUT_PAYMENT_METHODS) expect(replyOn('payment')).toContain(PAYMENT_METHOD_NAMES[method]);
    expect(replyOn('payment')).toMatch(/^We accept: Cash on Delivery and UPI \(/);
    expect(replyOn('payment')).not.toMatch(/card|wallet|net banking/i);
    expect(replyOn('payment')).toContain(formatRupees(CASH_ON_DELIVERY.maxOrderTotal));
    expect(replyOn('exchange')).toContain(`${RETURNS.windowDays} days`);
    expect(replyOn('size')).toBe("You'll find a size guide on each product page. If you're between sizes, we recommend sizing up.");
    // No dollars, no one-hour cancellation from the spec's US shop.
    for (const rule of TOPIC_RULES) expect(rule.reply()).not.toMatch(/\$|1 hour|PayPal/);
  });
});

describe('chat messages', () => {
  it('starts a conversation with the greeting', () => {
    expect(newConversation(5)).toEqual([{ id: 'greeting', content: CHAT_GREETING, sender: 'bot', timestamp: 5 }]);
    expect(CHAT_GREETING).toBe('Hello! Welcome to Fashion Zone customer support. How can I help you today?');
  });

  it('ignores empty and whitespace-only text', () => {
    expect(isSendable('')).toBe(false);
    expect(isSendable('  \n\t ')).toBe(false);
    expect(isSendable(' hi ')).toBe(true);
  });

  it('gives each appended message an id of its own', () => {
    let conversation = newConversation(0);
    conversation = appendMessage(conversation, 'user', 'a', 1);
    conversation = appendMessage(conversation, 'bot', 'b', 2);
    conversation = appendMessage(conversation, 'user', 'c', 3);
    expect(new Set(conversation.map((m) => m.id)).size).toBe(4);
  });

  it("finds the shopper's messages after the bot's last one", () => {
    let conversation = newConversation(0);
    expect(unansweredMessages(conversation)).toEqual([]);
    conversation = appendMessage(conversation, 'user', 'a', 1);
    conversation = appendMessage(conversation, 'bot', 'b', 2);
    conversation = appendMessage(conversation, 'user', 'c', 3);
    conversation = appendMessage(conversation, 'user', 'd', 4);
    expect(unansweredMessages(conversation).map((m) => m.content)).toEqual(['c', 'd']);
  });
});
