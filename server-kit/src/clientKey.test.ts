import { describe, expect, it } from '@jest/globals';
import { clientKey, isClientAddress } from './clientKey';

describe('clientKey', () => {
  it('keys every address of one /64 alike, however it is spelled', () => {
    const keys = [
      '2001:db8:1234:5678::1',
      '2001:db8:1234:5678::2',
      '2001:db8:1234:5678::3',
      '2001:db8:1234:5678:0:0:0:1',
      '2001:0DB8:1234:5678:0000:0000:0000:0001',
      '2001:db8:1234:5678:ffff:ffff:ffff:ffff',
    ].map(clientKey);
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1234:5678::/64']));
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientKey('2001:db8:1234:5679::1')).toBe('2001:db8:1234:5679::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
    expect(clientKey('::1')).toBe('::/64');
  });

  it('drops a zone', () => {
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('gives an IPv4-mapped address as IPv4, and IPv4 as it is', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  it('leaves what is no strict address as it is', () => {
    // ipaddr.js would read these as 1.2.0.3 and an octal 1: not forms a socket or a proxy writes.
    expect(clientKey('1.2.3')).toBe('1.2.3');
    expect(clientKey('01.2.3.4')).toBe('01.2.3.4');
    expect(clientKey('unknown')).toBe('unknown');
    expect(isClientAddress('1.2.3')).toBe(false);
    expect(isClientAddress('2001:db8::1')).toBe(true);
    expect(isClientAddress('198.51.100.1')).toBe(true);
  });
});
