import { describe, expect, it } from 'vitest';
import { isInternalAddress, webhookAddressProblem } from './webhook-address';

describe('webhook addresses', () => {
  it('calls loopback, private, link-local, CGNAT, this-network and unique-local ranges internal', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '100.127.255.254',
      '0.0.0.0',
      '0.1.2.3',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
    ]) {
      expect(isInternalAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.215.14', '8.8.8.8', '100.128.0.1', '172.32.0.1', '2606:4700::1111']) {
      expect(isInternalAddress(address), address).toBe(false);
    }
  });

  it('refuses anything but https, credentials, and internal hosts unless the operator allows them', async () => {
    expect(await webhookAddressProblem('http://example.com/hook', false)).toMatch(/https/);
    expect(await webhookAddressProblem('not an address', false)).toMatch(/full address/);
    expect(await webhookAddressProblem('https://user:pw@example.com/hook', false)).toMatch(/password/);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://[::1]/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://100.64.0.1/',
      'https://[fd00::1]/',
      'https://0.0.0.0/',
      'https://10.0.0.5:8443/hook',
      'https://localhost/hook',
    ]) {
      expect(await webhookAddressProblem(url, false), url).toMatch(/private, loopback or link-local/);
    }
    expect(await webhookAddressProblem('https://93.184.215.14/hook', false)).toBeNull();
    expect(await webhookAddressProblem('http://127.0.0.1:9/hook', true)).toBeNull();
    expect(await webhookAddressProblem('ftp://127.0.0.1/hook', true)).toMatch(/https/);
  });
});
