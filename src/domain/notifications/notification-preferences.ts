import { z } from 'zod/mini';

/** The switches of each channel, as the page lists them (spec §9). */
export const NOTIFICATION_CHANNELS = [
  {
    id: 'email',
    title: 'Email Notifications',
    switches: [
      { id: 'orderUpdates', label: 'Order updates', description: 'Confirmations and changes to your orders' },
      { id: 'promotions', label: 'Promotions', description: 'Sales, new collections and offers' },
      { id: 'paymentConfirmations', label: 'Payment confirmations', description: 'Receipts for your payments and refunds' },
      { id: 'recommendations', label: 'Recommendations', description: 'Picks based on what you browse and buy' },
    ],
  },
  {
    id: 'sms',
    title: 'SMS Notifications',
    switches: [
      { id: 'deliveryUpdates', label: 'Delivery updates', description: 'When an order ships and when it arrives' },
      { id: 'limitedOffers', label: 'Limited-time offers', description: 'Flash sales that end soon' },
    ],
  },
  {
    id: 'push',
    title: 'Push Notifications',
    switches: [
      { id: 'orderStatus', label: 'Order status', description: 'Every step of your order, as it happens' },
      { id: 'priceDrops', label: 'Price drops', description: 'When something you viewed costs less' },
      { id: 'backInStock', label: 'Back in stock', description: 'When a sold-out item is available again' },
    ],
  },
] as const;

type Channels = (typeof NOTIFICATION_CHANNELS)[number];
export type ChannelId = Channels['id'];
export type SwitchId<C extends ChannelId> = Extract<Channels, { id: C }>['switches'][number]['id'];

/** On or off for every switch of every channel. */
export type NotificationPreferences = { readonly [C in ChannelId]: { readonly [S in SwitchId<C>]: boolean } };

/** The spec's defaults (§9). */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: { orderUpdates: true, promotions: true, paymentConfirmations: true, recommendations: false },
  sms: { deliveryUpdates: true, limitedOffers: false },
  push: { orderStatus: true, priceDrops: true, backInStock: false },
};

/** The preferences with one switch changed; the rest as they were. */
export function withSwitch<C extends ChannelId>(preferences: NotificationPreferences, channel: C, id: SwitchId<C>, on: boolean): NotificationPreferences {
  return { ...preferences, [channel]: { ...preferences[channel], [id]: on } };
}

/** Is this switch on? */
export function isOn<C extends ChannelId>(preferences: NotificationPreferences, channel: C, id: SwitchId<C>): boolean {
  return (preferences[channel] as Record<string, boolean>)[id] === true;
}

const channelShape = (channel: ChannelId) =>
  z.object(Object.fromEntries(NOTIFICATION_CHANNELS.find((c) => c.id === channel)!.switches.map((s) => [s.id, z.optional(z.boolean())])));

const storedPreferencesSchema = z.object({
  email: z.optional(channelShape('email')),
  sms: z.optional(channelShape('sms')),
  push: z.optional(channelShape('push')),
});

/**
 * Preferences read from storage (unknown data): each switch saved as true or false keeps its value,
 * a switch never saved (one added since) takes its default. Anything of another shape is undefined.
 */
export function readNotificationPreferences(raw: unknown): NotificationPreferences | undefined {
  const parsed = z.safeParse(storedPreferencesSchema, raw);
  if (!parsed.success) return undefined;
  const merged: Record<string, Record<string, boolean>> = {};
  for (const channel of NOTIFICATION_CHANNELS) {
    const saved = (parsed.data[channel.id] ?? {}) as Record<string, boolean | undefined>;
    const defaults = DEFAULT_NOTIFICATION_PREFERENCES[channel.id] as Record<string, boolean>;
    merged[channel.id] = Object.fromEntries(channel.switches.map((s) => [s.id, saved[s.id] ?? defaults[s.id] === true]));
  }
  return merged as unknown as NotificationPreferences;
}
