import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type AccessClaims, keyIdOf, signAccessToken, verifyAccessToken } from '../../src/gateway/platform/auth/access-token.ts';

const claims: AccessClaims = { userId: 'u-1', roles: ['personal'], businessUserType: 'buyer', accountType: 'personal', companyId: null };
const key = (text: string) => new TextEncoder().encode(text.padEnd(48, '.'));

describe('access tokens across gateways', () => {
  it('name their key the same way on every gateway that holds it', () => {
    expect(keyIdOf(key('shared'))).toBe(keyIdOf(key('shared')));
    expect(keyIdOf(key('shared'))).toMatch(/^[0-9a-f]{16}$/);
    expect(keyIdOf(key('shared'))).not.toBe(keyIdOf(key('another')));
  });

  it('are accepted by a gateway holding the same key', async () => {
    const token = await signAccessToken(claims, key('shared'));
    expect(await verifyAccessToken(token, key('shared'))).toEqual({ ok: true, claims });
  });

  it('say when they were signed with another key, so a gateway missing JWT_SECRET is found', async () => {
    const token = await signAccessToken(claims, key('this gateway'));
    expect(await verifyAccessToken(token, key('that gateway'))).toEqual({ ok: false, reason: 'other-key' });
    // A token naming no key, or naming this key with a wrong signature, is simply not valid.
    const unnamed = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer('chemmarket-gateway').sign(key('that gateway'));
    expect(await verifyAccessToken(unnamed, key('this gateway'))).toEqual({ ok: false, reason: 'invalid' });
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', kid: keyIdOf(key('this gateway')) })
      .setIssuer('chemmarket-gateway')
      .sign(key('someone else'));
    expect(await verifyAccessToken(forged, key('this gateway'))).toEqual({ ok: false, reason: 'invalid' });
  });
});
