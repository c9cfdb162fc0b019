/**
 * The like button of product, supplier and producer pages, on server-rendered markup
 * (LikeButton.astro: data-like, data-like-kind): for a signed-in person a <button aria-pressed> that
 * likes or unlikes (POST /v1/likes/likeproduct, likesupplier or likeproducer), for a visitor a link
 * to sign in that comes back here. Both show how many people like it, asked quietly from
 * GET /v1/likes/status (an ended session sends nobody to the login page for it).
 */
import type { Envelope } from '../contracts/envelope.ts';
import type { LikeState } from '../contracts/requests.ts';
import { api, backgroundApi, errorMessage } from '../lib/api-client.ts';
import { formatNumber } from '../contracts/format.ts';
import { loginAddress } from '../lib/login-address.ts';
import { $isLoggedIn } from '../lib/session.ts';
import { toast } from '../lib/toast.ts';

/** "1 person likes this", "12 people like this": read after the button's word. */
const likeSentence = (count: number) => `${formatNumber(count)} ${count === 1 ? 'person likes' : 'people like'} this`;

function enhance(root: HTMLElement): void {
  const id = Number(root.dataset.like);
  // 'product', 'supplier' or 'producer': the API's names (likeproduct, productId; …).
  const kind = root.dataset.likeKind;
  const target = { [`${kind}Id`]: id };
  const signIn = root.querySelector<HTMLAnchorElement>('[data-like-signin]');
  const button = root.querySelector<HTMLButtonElement>('[data-like-toggle]');
  if (!Number.isInteger(id) || !kind || !signIn || !button) return;
  const word = button.querySelector<HTMLElement>('[data-like-word]')!;

  let state: LikeState | null = null;
  let busy = false;
  let asked = 0;

  const render = () => {
    for (const count of root.querySelectorAll<HTMLElement>('[data-like-count]')) {
      count.hidden = state === null;
      count.textContent = state ? formatNumber(state.count) : '';
    }
    for (const sentence of root.querySelectorAll<HTMLElement>('[data-like-people]'))
      sentence.textContent = state ? `, ${likeSentence(state.count)}` : '';
    const liked = state?.liked ?? false;
    button.setAttribute('aria-pressed', String(liked));
    button.classList.toggle('liked', liked);
    word.textContent = liked ? 'Liked' : 'Like';
    button.disabled = busy || state === null;
  };

  const load = () => {
    const call = ++asked;
    backgroundApi<Envelope<LikeState>>('/v1/likes/status', { query: target }).then(
      (response) => {
        if (call !== asked) return;
        state = response.data;
        render();
      },
      () => {},
    );
  };

  button.addEventListener('click', async () => {
    if (busy) return;
    busy = true;
    render();
    try {
      const response = await api<Envelope<LikeState>>(`/v1/likes/like${kind}`, { method: 'POST', body: target });
      asked++; // an answer to an earlier status call must not undo this one
      state = response.data;
    } catch (error) {
      toast(errorMessage(error), 'error');
    } finally {
      busy = false;
      render();
    }
  });

  signIn.setAttribute('href', loginAddress({ redirectedFrom: `${location.pathname}${location.search}` }));
  $isLoggedIn.subscribe((signedIn) => {
    signIn.hidden = signedIn;
    button.hidden = !signedIn;
    load();
  });
}

for (const root of document.querySelectorAll<HTMLElement>('[data-like]')) enhance(root);
