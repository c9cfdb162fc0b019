/**
 * The areas whose first screen the page's HTML carries (DashboardFrame), with the styles it needs
 * from the first paint: the area's own stylesheet (or, for a large one, the part its first screen
 * uses), otherwise loaded with its code (area-styles.ts), goes into that page alone. Used by the build only, never by the browser's code.
 *
 * An area belongs here when its first screen has a shape that does not depend on its answer (cards
 * whose labels and notes are known, figures to come); one whose first screen is its rows keeps the
 * title-and-blocks frame.
 */
import type { ComponentType } from 'react';
import { FinanceFrame } from './areas/finance/Screen.tsx';
import financeStyles from './areas/finance/finance.css?inline';
import { StorefrontHomeFrame } from './areas/storefront-home/Screen.tsx';
import storefrontHomeStyles from './areas/storefront-home/storefront-home.css?inline';
import { WalletHomeFrame } from './areas/wallet/Screen.tsx';
import walletStyles from './areas/wallet/screen.css?inline';

export interface FirstScreen {
  Frame: ComponentType<{ title: string }>;
  styles: string;
}

export const FIRST_SCREENS: Readonly<Record<string, FirstScreen>> = {
  '/finance': { Frame: FinanceFrame, styles: financeStyles },
  '/storefront': { Frame: StorefrontHomeFrame, styles: storefrontHomeStyles },
  '/wallet/home': { Frame: WalletHomeFrame, styles: walletStyles },
};
