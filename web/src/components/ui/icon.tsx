import {
  Award,
  BookOpen,
  Brain,
  Calendar,
  CircleCheck,
  Compass,
  Crown,
  Flame,
  Gem,
  Lightbulb,
  Lock,
  Medal,
  MessageCircle,
  Mountain,
  Rocket,
  Scale,
  Search,
  Shield,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Zap,
  type LucideIcon,
} from 'lucide-react';

/**
 * The product's line icons, named as the API names achievement icons (ACHIEVEMENT_ICONS in
 * shared/schemas/progress), drawn by lucide so every icon in the app shares one grid and stroke.
 */
const GLYPHS: Record<string, LucideIcon> = {
  Award,
  BookOpen,
  Brain,
  Calendar,
  CheckCircle: CircleCheck,
  Compass,
  Crown,
  Flame,
  Gem,
  Lightbulb,
  Lock,
  Medal,
  MessageCircle,
  Mountain,
  Rocket,
  Scale,
  Search,
  Shield,
  Sparkles,
  Star,
  Target,
  TrendingUp,
  Trophy,
  Users,
  Zap,
};

interface IconProps {
  /** One of ACHIEVEMENT_ICONS; anything else falls back to the award ribbon. */
  name: string;
  size?: number;
}

/** Decorative: a visible name always sits next to it. */
export function Icon({ name, size = 24 }: IconProps) {
  const known = Object.hasOwn(GLYPHS, name) ? GLYPHS[name] : undefined;
  const Glyph = known ?? Award;
  return (
    <Glyph
      className="icon"
      size={size}
      strokeWidth={1.8}
      aria-hidden="true"
      focusable="false"
      data-icon={known ? name : 'Award'}
    />
  );
}
