/**
 * The product page's "Request a quote", "Request a sample" and "Request documents" links lead to
 * the form in the buyer's dashboard (their href, as built). Signed out, they lead to the login page
 * first, which comes back to the form; without this script the dashboard does the same, one step later.
 */
import { loginAddress } from '../../lib/login-address.ts';
import { $isLoggedIn } from '../../lib/session.ts';

const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-request-link]')];
const notes = [...document.querySelectorAll<HTMLElement>('[data-request-signin]')];

if (links.length) {
  $isLoggedIn.subscribe((signedIn) => {
    for (const link of links) {
      const form = link.dataset.requestLink!;
      link.setAttribute('href', signedIn ? form : loginAddress({ redirectedFrom: form }));
    }
    for (const note of notes) note.hidden = signedIn;
  });
}
