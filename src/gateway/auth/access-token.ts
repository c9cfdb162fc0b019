/** Short-lived access tokens (JWT, HS256, 15 minutes) carrying who the caller is and may be. */
import { jwtVerify, SignJWT, errors } from 'jose';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
const ISSUER = 'chemmarket-gateway';

export interface AccessClaims {
  userId: string;
  roles: string[];
  businessUserType: 'buyer' | 'seller' | 'both';
  accountType: 'personal' | 'company';
  companyId: string | null;
}

export function signAccessToken(claims: AccessClaims, secret: Uint8Array, now = Date.now()): Promise<string> {
  return new SignJWT({
    roles: claims.roles,
    businessUserType: claims.businessUserType,
    accountType: claims.accountType,
    companyId: claims.companyId,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

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
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
