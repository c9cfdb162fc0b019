/**
 * Short-lived access tokens (JWT, HS256, 15 minutes) carrying who the caller is and may be. Each
 * names its key (`kid`, an HMAC of a constant under the key, which tells nothing of the key), so a
 * gateway handed a token signed with another key can say so: gateways sharing a database must share
 * JWT_SECRET (docs/decisions/021-several-gateways.md).
 */
import { createHmac } from 'node:crypto';
import { decodeProtectedHeader, jwtVerify, SignJWT, errors } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'chemmarket-gateway';

export interface AccessClaims {
  userId: string;
  roles: string[];
  businessUserType: 'buyer' | 'seller' | 'both';
  accountType: 'personal' | 'company';
  companyId: string | null;
}

const keyIds = new WeakMap<Uint8Array, string>();
/** The name of a key: 16 hex digits that are the same on every gateway holding that key. */
export function keyIdOf(secret: Uint8Array): string {
  let id = keyIds.get(secret);
  if (!id) {
    id = createHmac('sha256', secret).update('chemmarket access-token key id').digest('hex').slice(0, 16);
    keyIds.set(secret, id);
  }
  return id;
}

export function signAccessToken(claims: AccessClaims, secret: Uint8Array, now = Date.now()): Promise<string> {
  return new SignJWT({
    roles: claims.roles,
    businessUserType: claims.businessUserType,
    accountType: claims.accountType,
    companyId: claims.companyId,
  })
    .setProtectedHeader({ alg: 'HS256', kid: keyIdOf(secret) })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

/** `other-key`: signed with a key this gateway does not hold (another gateway's JWT_SECRET). */
export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' | 'other-key' };

export async function verifyAccessToken(token: string, secret: Uint8Array): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, algorithms: ['HS256'] });
    return {
      ok: true,
      claims: {
        userId: payload.sub!,
        roles: payload.roles as string[],
        businessUserType: payload.businessUserType as AccessClaims['businessUserType'],
        accountType: payload.accountType as AccessClaims['accountType'],
        companyId: (payload.companyId as string | null) ?? null,
      },
    };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      const kid = decodeProtectedHeader(token).kid;
      if (typeof kid === 'string' && kid !== keyIdOf(secret)) return { ok: false, reason: 'other-key' };
    }
    return { ok: false, reason: 'invalid' };
  }
}
