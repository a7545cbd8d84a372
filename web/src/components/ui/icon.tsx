import type { ReactNode } from 'react';

/**
 * The product's line icons, named as the API names achievement icons (ACHIEVEMENT_ICONS in
 * shared/schemas/progress). One 24-unit grid and one stroke, so badges and cards read as a family.
 */
const GLYPHS: Record<string, ReactNode> = {
  Award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="M8.5 14 7 22l5-3 5 3-1.5-8" />
    </>
  ),
  BookOpen: (
    <>
      <path d="M2 5h6a4 4 0 0 1 4 4v12a3 3 0 0 0-3-3H2z" />
      <path d="M22 5h-6a4 4 0 0 0-4 4v12a3 3 0 0 1 3-3h7z" />
    </>
  ),
  Brain: (
    <>
      <path d="M12 5a3 3 0 0 0-5.5-1.6A3 3 0 0 0 4 8a3 3 0 0 0 0 6 3.5 3.5 0 0 0 3 4.5A3 3 0 0 0 12 19z" />
      <path d="M12 5a3 3 0 0 1 5.5-1.6A3 3 0 0 1 20 8a3 3 0 0 1 0 6 3.5 3.5 0 0 1-3 4.5A3 3 0 0 1 12 19z" />
      <path d="M12 5v14" />
    </>
  ),
  Calendar: (
    <>
      <rect x="3" y="4" width="18" height="17" rx="2" />
      <path d="M8 2v4M16 2v4M3 10h18" />
    </>
  ),
  CheckCircle: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  Compass: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m16 8-2.5 5.5L8 16l2.5-5.5z" />
    </>
  ),
  Crown: <path d="M3 7l4.5 5L12 5l4.5 7L21 7l-2 12H5z" />,
  Flame: (
    <path d="M12 2.5c.8 3.2 5.5 5.6 5.5 10.5a5.5 5.5 0 0 1-11 0c0-2.4 1.2-4 2.5-5 .1 1.9.9 3 2 3.3-.4-3.2.2-6 1-8.8z" />
  ),
  Gem: (
    <>
      <path d="M6 3h12l4 6-10 12L2 9z" />
      <path d="M2 9h20M9.5 3 8 9l4 12 4-12-1.5-6" />
    </>
  ),
  Lightbulb: (
    <>
      <path d="M9 18h6M10 21.5h4" />
      <path d="M12 2.5a6.5 6.5 0 0 0-4 11.7c.6.5 1 1.3 1 2.1V18h6v-1.7c0-.8.4-1.6 1-2.1a6.5 6.5 0 0 0-4-11.7z" />
    </>
  ),
  Lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
    </>
  ),
  Medal: (
    <>
      <circle cx="12" cy="15" r="6" />
      <path d="M8.5 10.2 5.5 2.5h4L12 8.5l2.5-6h4l-3 7.7" />
    </>
  ),
  MessageCircle: <path d="M20.5 11.5a8.5 8.5 0 0 1-12.6 7.4L3 20.5l1.6-4.7a8.5 8.5 0 1 1 15.9-4.3z" />,
  Mountain: (
    <>
      <path d="M2 20.5 9 6l4.5 9 2.5-4 6 9.5z" />
      <path d="m7 10.5 2 1.5 2-1.5" />
    </>
  ),
  Rocket: (
    <>
      <path d="M12 2.5c3 2.8 4.2 6.8 3.2 12H8.8c-1-5.2.2-9.2 3.2-12z" />
      <circle cx="12" cy="9" r="1.6" />
      <path d="m8.8 13-3 3v3.5l3.3-2.5M15.2 13l3 3v3.5l-3.3-2.5M10.5 18l1.5 3.5 1.5-3.5" />
    </>
  ),
  Scale: (
    <>
      <path d="M12 3v18M7 21h10M4 7h16" />
      <path d="M4 7 1.5 13.5a2.7 2.7 0 0 0 5 0zM20 7l-2.5 6.5a2.7 2.7 0 0 0 5 0z" />
    </>
  ),
  Search: (
    <>
      <circle cx="10.5" cy="10.5" r="7" />
      <path d="m21 21-5.5-5.5" />
    </>
  ),
  Shield: <path d="M12 2.5 20 5.5v6c0 5-3.4 8.8-8 10.5-4.6-1.7-8-5.5-8-10.5v-6z" />,
  Sparkles: (
    <>
      <path d="m11 3.5 1.8 5.2 5.2 1.8-5.2 1.8L11 17.5l-1.8-5.2L4 10.5l5.2-1.8z" />
      <path d="M19 14.5v6M16 17.5h6" />
    </>
  ),
  Star: <path d="m12 2.5 3 6.2 6.8 1-4.9 4.7 1.2 6.8L12 18l-6.1 3.2 1.2-6.8-4.9-4.7 6.8-1z" />,
  Target: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <circle cx="12" cy="12" r="5.5" />
      <circle cx="12" cy="12" r="1.5" />
    </>
  ),
  TrendingUp: <path d="m2.5 17.5 6.5-6.5 4 4 8.5-8.5M15.5 6.5h6v6" />,
  Trophy: (
    <>
      <path d="M7 3.5h10V9a5 5 0 0 1-10 0z" />
      <path d="M7 5.5H4a3.5 3.5 0 0 0 3.5 4.5M17 5.5h3a3.5 3.5 0 0 1-3.5 4.5M12 14v4M8 21h8l-1-3H9z" />
    </>
  ),
  Users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20.5a6.5 6.5 0 0 1 13 0" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18.5 14.5a6.5 6.5 0 0 1 3 6" />
    </>
  ),
  Zap: <path d="M13.5 2.5 4.5 13.5h7l-1 8 9-11h-7z" />,
};

interface IconProps {
  /** One of ACHIEVEMENT_ICONS; anything else falls back to the award ribbon. */
  name: string;
  size?: number;
}

/** Decorative: a visible name always sits next to it. */
export function Icon({ name, size = 24 }: IconProps) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-icon={name in GLYPHS ? name : 'Award'}
    >
      {GLYPHS[name] ?? GLYPHS.Award}
    </svg>
  );
}
