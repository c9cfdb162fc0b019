/**
 * Verifies ID tokens of an OpenID Connect issuer (Google by default) against the issuer's JWKS,
 * found through its discovery document. Keys are cached by jose and refetched on rotation.
 */
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { HttpError } from '../errors.ts';

export interface Identity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
}

export function createIdTokenVerifier(issuer: string, clientId: string) {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const loadKeys = async () => {
    const response = await fetch(new URL('.well-known/openid-configuration', issuer.endsWith('/') ? issuer : `${issuer}/`));
    if (!response.ok) throw new Error(`OpenID discovery failed: ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri: string };
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async function verify(idToken: string): Promise<Identity> {
    keys ??= loadKeys().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    try {
      const { payload } = await jwtVerify(idToken, await keys, { issuer: [issuer, issuer.replace(/\/$/, '')], audience: clientId });
      if (!payload.sub || typeof payload.email !== 'string') throw new Error('the token names no subject or email');
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim() : payload.email.split('@')[0]!,
      };
    } catch {
      throw new HttpError(401, 'The sign-in with your identity provider could not be verified. Please try again.');
    }
  };
}
