import { describe, expect, it } from 'vitest';
import { describeActivity, withActivity, type AdminActivity } from '../../src/domain/admin/activity';
import { parseActivityList } from '../../src/domain/admin/activity-schema';
import { describeUserAgent } from '../../src/domain/admin/user-agent';

const entry = (productId: number, action: AdminActivity['action'] = 'added'): AdminActivity => ({ action, productId, productTitle: `Product ${productId}`, at: productId * 1000 });

describe('the admin activity log', () => {
  it('puts the newest first and keeps at most the capacity', () => {
    const log = [1, 2, 3, 4].reduce<AdminActivity[]>((list, id) => withActivity(list, entry(id), 3), []);
    expect(log.map((e) => e.productId)).toEqual([4, 3, 2]);
  });

  it('describes an entry with its product title', () => {
    expect(describeActivity(entry(5, 'deleted'))).toBe('Deleted "Product 5"');
    expect(describeActivity(entry(5, 'updated'))).toBe('Updated "Product 5"');
  });

  it('reads a stored list only when every entry is valid', () => {
    expect(parseActivityList([entry(1), entry(2)])).toEqual([entry(1), entry(2)]);
    expect(parseActivityList([entry(1), { ...entry(2), action: 'hacked' }])).toBeUndefined();
    expect(parseActivityList({ entries: [] })).toBeUndefined();
    expect(parseActivityList([{ ...entry(1), productTitle: '' }])).toBeUndefined();
  });
});

describe('describeUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36', 'Chrome on Android'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0', 'Edge on Windows'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1', 'Safari on iOS'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14.0; rv:121.0) Gecko/20100101 Firefox/121.0', 'Firefox on macOS'],
    ['curl/8.0', 'Unknown browser'],
  ])('%s → %s', (ua, expected) => {
    expect(describeUserAgent(ua)).toBe(expected);
  });
});
