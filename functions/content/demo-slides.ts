import type { DemoSlide } from '../../shared/schemas/marketing';
import slideData from './demo-slides.json' with { type: 'json' };

/** The landing page's demo slides (validated by test/unit/content-canonical.test.ts, not at cold start). */
export const DEMO_SLIDES: readonly DemoSlide[] = slideData as DemoSlide[];
