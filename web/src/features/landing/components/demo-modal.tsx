import { useState, type KeyboardEvent } from 'react';
import { Icon } from '#components/ui/icon';
import { LoadingState } from '#components/ui/loading-state';
import { Modal } from '#components/ui/modal';
import { fullPageLoad } from '#lib/full-page-load';
import { ERROR_MESSAGES } from '#shared/messages';
import { useDemoSlides } from '../api/landing-api';

/** Spec icon names that the icon set spells differently. */
const ICON_ALIASES: Record<string, string> = {
  MapIcon: 'Compass',
  Play: 'Rocket',
  CheckCircle: 'CheckCircle',
};

/** The Learn More slideshow: loaded on first open; arrows, dots and the keyboard move through it. */
export function DemoModal({ onClose }: { onClose: () => void }) {
  const slides = useDemoSlides(true);
  const [index, setIndex] = useState(0);
  let body;
  if (slides.isPending) body = <LoadingState label="Loading the demo…" />;
  else if (slides.isError || slides.data.length === 0) {
    body = (
      <p className="alert alert--error" role="alert">
        {ERROR_MESSAGES.demoLoadFailed}
      </p>
    );
  } else {
    const list = slides.data;
    const slide = list[index]!;
    const last = index === list.length - 1;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') setIndex((i) => Math.min(list.length - 1, i + 1));
      if (event.key === 'ArrowLeft') setIndex((i) => Math.max(0, i - 1));
    };
    body = (
      <div className="demo" onKeyDown={onKeyDown}>
        <div className="demo__slide" aria-live="polite">
          <span className="demo__icon">
            <Icon name={ICON_ALIASES[slide.icon] ?? slide.icon} size={36} />
          </span>
          <h3 className="demo__title">{slide.title}</h3>
          <p>{slide.mainText}</p>
          <p className="visually-hidden">
            Slide {index + 1} of {list.length}
          </p>
        </div>
        <div className="demo__dots" role="group" aria-label="Slides">
          {list.map((item, i) => (
            <button
              key={item.title}
              type="button"
              className="demo__dot"
              aria-label={`Slide ${i + 1}: ${item.title}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
        <div className="demo__nav">
          <button
            type="button"
            className="button button--secondary"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            Previous
          </button>
          {last ? (
            <button type="button" className="button button--primary" onClick={() => fullPageLoad('/login')}>
              Get Started
            </button>
          ) : (
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => setIndex(index + 1)}
            >
              Next
            </button>
          )}
        </div>
      </div>
    );
  }
  return (
    <Modal title="How Clarity works" onClose={onClose}>
      {body}
    </Modal>
  );
}
