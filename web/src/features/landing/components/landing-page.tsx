import { Brain, Flame, MessageCircle, Target } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { PlanCards } from '#components/marketing/plan-cards';
import { fullPageLoad } from '#lib/full-page-load';
import {
  HERO_QUESTION_FADE_MS,
  HERO_QUESTION_ROTATION_MS,
  HERO_QUESTIONS,
  PRODUCT_NAME,
} from '#shared/constants';
import { useContentSummary } from '../api/landing-api';
import { useRotatingIndex } from '../hooks/use-rotating-index';
import { WaitlistForm } from './waitlist-form';

// The demo (its dialog, slides and icon set) loads when a visitor asks for it, not with the page.
const DemoModal = lazy(() => import('./demo-modal').then((module) => ({ default: module.DemoModal })));

const FEATURES = [
  {
    icon: MessageCircle,
    title: 'Socratic dialogue',
    text: 'Work through realistic situations with a tutor that asks the next good question instead of giving the answer.',
  },
  {
    icon: Brain,
    title: 'A thinking toolkit',
    text: 'Mental models and cognitive biases, each with a concrete example, an antidote and practice that tests application.',
  },
  {
    icon: Target,
    title: 'A path that fits you',
    text: 'A free assessment maps how you think and recommends a learning path; the skill tree shows what to train next.',
  },
  {
    icon: Flame,
    title: 'Progress that sticks',
    text: 'XP, levels, daily streaks, achievements and weekly leaderboards keep ten minutes a day going.',
  },
];

const TEASER = [
  {
    name: 'First Principles',
    text: 'Break a problem into what must be true, then rebuild the answer from there.',
  },
  { name: 'Inversion', text: 'Ask what would guarantee failure, and steer clear of it.' },
  { name: 'Second-Order Thinking', text: 'Look past the first consequence to what it sets in motion.' },
  {
    name: 'Circle of Competence',
    text: 'Know where your judgement is reliable, and act differently outside it.',
  },
];

function RotatingQuestion() {
  const { index, fading } = useRotatingIndex(
    HERO_QUESTIONS.length,
    HERO_QUESTION_ROTATION_MS,
    HERO_QUESTION_FADE_MS,
  );
  return (
    <p
      className={`hero__question${fading ? ' hero__question--fading' : ''}`}
      style={{ transitionDuration: `${HERO_QUESTION_FADE_MS}ms` }}
      aria-live="off"
      data-index={index}
    >
      {HERO_QUESTIONS[index]}
    </p>
  );
}

function Claims() {
  const summary = useContentSummary();
  if (!summary.data) return null;
  const s = summary.data;
  const items = [
    [s.scenarios, 'scenarios with a Socratic tutor'],
    [s.mentalModels, 'mental models'],
    [s.cognitiveBiases, 'cognitive biases'],
    [s.practiceQuestions, 'practice questions'],
    [s.learningPaths, 'learning paths'],
  ] as const;
  return (
    <ul className="claims" aria-label="What is inside">
      {items.map(([count, label]) => (
        <li key={label}>
          <span className="claims__count">{count}</span> {label}
        </li>
      ))}
    </ul>
  );
}

export function LandingPage() {
  useDocumentTitle(PRODUCT_NAME);
  const [demoOpen, setDemoOpen] = useState(false);
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">Critical thinking, trained daily</p>
          <h1 id="hero-title" className="hero__title">
            {PRODUCT_NAME}
          </h1>
          <RotatingQuestion />
          <p className="hero__pitch">
            Sharpen how you think through Socratic dialogue with an AI tutor, realistic scenarios and a
            toolkit of mental models and cognitive biases.
          </p>
          <div className="hero__actions">
            <Link className="button button--primary button--large" to="/initial-assessment">
              Take the free assessment — no signup required
            </Link>
            <Link className="button button--ghost button--large" to="/login">
              Create Account
            </Link>
            <button
              type="button"
              className="button button--ghost button--large"
              onClick={() => setDemoOpen(true)}
            >
              Learn More
            </button>
          </div>
        </div>
      </section>

      <section className="landing-section" aria-labelledby="features-title">
        <h2 id="features-title" className="landing-section__title">
          How {PRODUCT_NAME} trains your thinking
        </h2>
        <ul className="features">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <span className="feature__icon">
                <feature.icon className="icon" size={24} strokeWidth={1.8} aria-hidden="true" />
              </span>
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
        <Claims />
      </section>

      <section className="landing-section landing-section--tinted" aria-labelledby="toolkit-title">
        <h2 id="toolkit-title" className="landing-section__title">
          From the toolkit
        </h2>
        <ul className="teaser">
          {TEASER.map((model) => (
            <li key={model.name} className="teaser__item">
              <h3>{model.name}</h3>
              <p>{model.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="landing-section" aria-labelledby="pricing-title">
        <h2 id="pricing-title" className="landing-section__title">
          Plans
        </h2>
        <PlanCards
          action={(plan) =>
            plan === 'CATALYST' ? (
              <>
                <button type="button" className="button button--secondary" disabled>
                  Coming Soon
                </button>
                <p className="plan__note" role="note">
                  Team features are coming soon.
                </p>
              </>
            ) : (
              <button type="button" className="button button--primary" onClick={() => fullPageLoad('/login')}>
                Get Started
              </button>
            )
          }
        />
      </section>

      <section className="landing-section landing-section--tinted" aria-labelledby="waitlist-title">
        <h2 id="waitlist-title" className="landing-section__title">
          Join the waitlist
        </h2>
        <p className="landing-section__lead">
          Be first to hear about new scenarios, team features and premium plans.
        </p>
        <WaitlistForm />
      </section>
      {demoOpen && (
        <Suspense fallback={null}>
          <DemoModal onClose={() => setDemoOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
