import { Link } from 'react-router-dom';
import { useDocumentTitle } from '#components/layout/page';
import { PRODUCT_NAME } from '#shared/constants';

export function Component() {
  useDocumentTitle(PRODUCT_NAME);
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <p className="hero__eyebrow">Critical thinking, trained daily</p>
        <h1 id="hero-title" className="hero__title">
          {PRODUCT_NAME}
        </h1>
        <p className="hero__pitch">
          Sharpen how you think through Socratic dialogue with an AI tutor, realistic scenarios and a toolkit
          of mental models and cognitive biases.
        </p>
        <div className="hero__actions">
          <Link className="button button--primary button--large" to="/initial-assessment">
            Take the free assessment — no signup required
          </Link>
          <Link className="button button--ghost button--large" to="/login">
            Create Account
          </Link>
        </div>
      </div>
    </section>
  );
}
