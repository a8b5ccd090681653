import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  isOn,
  NOTIFICATION_CHANNELS,
  readNotificationPreferences,
  withSwitch,
} from '../../src/domain/notifications/notification-preferences';

describe('notification preferences', () => {
  it("has the spec's switches and defaults: email, SMS and push", () => {
    expect(DEFAULT_NOTIFICATION_PREFERENCES).toEqual({
      email: { orderUpdates: true, promotions: true, paymentConfirmations: true, recommendations: false },
      sms: { deliveryUpdates: true, limitedOffers: false },
      push: { orderStatus: true, priceDrops: true, backInStock: false },
    });
    // Every listed switch has a default, and nothing else does.
    for (const channel of NOTIFICATION_CHANNELS) {
      expect(Object.keys(DEFAULT_NOTIFICATION_PREFERENCES[channel.id]).sort()).toEqual(channel.switches.map((s) => s.id).sort());
    }
  });

  it('changes one switch and leaves the others (and the original) alone', () => {
    const changed = withSwitch(DEFAULT_NOTIFICATION_PREFERENCES, 'sms', 'limitedOffers', true);
    expect(isOn(changed, 'sms', 'limitedOffers')).toBe(true);
    expect(isOn(DEFAULT_NOTIFICATION_PREFERENCES, 'sms', 'limitedOffers')).toBe(false);
    expect({ ...changed, sms: DEFAULT_NOTIFICATION_PREFERENCES.sms }).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('reads stored preferences, a switch missing from them taking its default', () => {
    const stored = { email: { promotions: false }, push: { backInStock: true, priceDrops: false } };
    expect(readNotificationPreferences(stored)).toEqual({
      email: { orderUpdates: true, promotions: false, paymentConfirmations: true, recommendations: false },
      sms: { deliveryUpdates: true, limitedOffers: false },
      push: { orderStatus: true, priceDrops: false, backInStock: true },
    });
  });

  it.each([null, 'on', 42, [], { email: 'yes' }, { sms: { deliveryUpdates: 'true' } }])('reads %j as unreadable', (raw) => {
    expect(readNotificationPreferences(raw)).toBeUndefined();
  });
});
