import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_ICONS } from '#shared/schemas/progress';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws every achievement icon the API can name, hidden from assistive technology', () => {
    for (const name of ACHIEVEMENT_ICONS) {
      const { container, unmount } = render(<Icon name={name} size={20} />);
      const svg = container.querySelector('svg');
      expect(svg, name).not.toBeNull();
      expect(svg).toHaveAttribute('data-icon', name);
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('width', '20');
      expect(svg).toHaveClass('icon');
      expect(svg?.children.length, name).toBeGreaterThan(0);
      unmount();
    }
  });

  it('falls back to the award ribbon for a name it does not know', () => {
    const { container } = render(<Icon name="toString" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-icon', 'Award');
    expect(svg).toHaveAttribute('width', '24');
  });
});
