/** Signing out (spec §2: logout lands on the site root): end the session on the gateway, clear it here. */
import { clearSession } from './session.ts';

export async function signOut(navigate: (address: string) => void = (a) => location.assign(a)): Promise<void> {
  try {
    // The refresh token travels in its httpOnly cookie; the gateway revokes its family.
    await fetch('/api/v1/Account/logout', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      credentials: 'include',
    });
  } catch {
    // The session ends here whatever the network says.
  }
  clearSession('by-person');
  navigate('/');
}
