/**
 * "Add to cart" on the product page's package rows (PackagesTable.astro renders the markup, marked
 * data-add-to-cart): a quantity stepper between the product's minimum order in packages and the
 * stock the page was built with, and a button that adds the package to the cart store, which
 * answers with the toasts "Added to cart" or "Already in cart". The gateway checks both limits again
 * when the cart is priced. The controls stay disabled until this script has run, so a click never
 * falls on dead markup.
 */
import { $cart, addToCart, clampQuantity } from '../../lib/cart.ts';

function enhance(root: HTMLElement): void {
  const packageId = Number(root.dataset.packageId);
  const packagePrice = Number(root.dataset.price);
  const input = root.querySelector<HTMLInputElement>('input.stepper-input');
  const fewer = root.querySelector<HTMLButtonElement>('[data-step="-1"]');
  const more = root.querySelector<HTMLButtonElement>('[data-step="1"]');
  const add = root.querySelector<HTMLButtonElement>('[data-add]');
  const inCart = root.querySelector<HTMLElement>('[data-in-cart]');
  if (!Number.isInteger(packageId) || !Number.isInteger(packagePrice) || !input || !fewer || !more || !add) return;
  const min = Number(input.min) || 1;
  const max = Number(input.max) || min;

  let quantity = clampQuantity(Number.parseInt(input.value, 10), min, max);
  const show = (next: number) => {
    quantity = next;
    input.value = String(next);
    fewer.disabled = next <= min;
    more.disabled = next >= max;
  };
  /** Typing is free; the value settles within bounds when the field is left or Enter is pressed. */
  const settle = () => show(clampQuantity(Number.parseInt(input.value, 10), min, max));

  input.addEventListener('blur', settle);
  input.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    settle();
  });
  fewer.addEventListener('click', () => show(clampQuantity(quantity - 1, min, max)));
  more.addEventListener('click', () => show(clampQuantity(quantity + 1, min, max)));
  add.addEventListener('click', () => {
    settle();
    void addToCart({ packageId, packagePrice, quantity });
  });

  if (inCart) {
    $cart.subscribe((items) => {
      const present = items.some((item) => item.packageId === packageId);
      inCart.hidden = !present;
      const described = (add.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id && id !== inCart.id);
      if (present) described.push(inCart.id);
      if (described.length) add.setAttribute('aria-describedby', described.join(' '));
      else add.removeAttribute('aria-describedby');
    });
  }

  input.disabled = false;
  add.disabled = false;
  show(quantity);
}

for (const root of document.querySelectorAll<HTMLElement>('[data-add-to-cart]')) enhance(root);
