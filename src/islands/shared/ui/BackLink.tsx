/** A page's way back to the list it was opened from: "← All financing requests". */
import type { ReactNode } from 'react';

export function BackLink({ href, className, children }: { href: string; className: string; children: ReactNode }) {
  return (
    <p className={className}>
      <a href={href}>
        <span aria-hidden="true">←</span> {children}
      </a>
    </p>
  );
}
