/**
 * Colour mode: light, dark or system, kept in localStorage. The inline script in the page head
 * applies it before the first paint (no flash); this module changes it.
 */
export type ColorMode = 'light' | 'dark' | 'system';
export const COLOR_MODE_KEY = 'color-mode';

export function storedColorMode(): ColorMode {
  const value = localStorage.getItem(COLOR_MODE_KEY);
  return value === 'light' || value === 'dark' ? value : 'system';
}

export function applyColorMode(mode: ColorMode): void {
  const dark = mode === 'dark' || (mode === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
}

export function setColorMode(mode: ColorMode): void {
  if (mode === 'system') localStorage.removeItem(COLOR_MODE_KEY);
  else localStorage.setItem(COLOR_MODE_KEY, mode);
  applyColorMode(mode);
}
