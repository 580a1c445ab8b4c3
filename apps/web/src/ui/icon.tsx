import type { ReactNode, SVGProps } from "react";

// A few 24px stroke icons drawn inline: no icon package is installed, and inline SVG needs no request.
// Decorative by default (aria-hidden); the button around an icon carries the accessible name.

export type IconProps = SVGProps<SVGSVGElement>;

export function Icon({ children, className = "size-4", ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      {...props}
    >
      {children}
    </svg>
  );
}
