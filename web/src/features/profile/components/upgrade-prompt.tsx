import { Link } from 'react-router-dom';

/** The free learner's way to Premium from a profile tab. */
export function UpgradePrompt({ title, text }: { title: string; text: string }) {
  return (
    <div className="upgrade-prompt">
      <h2 className="upgrade-prompt__title">{title}</h2>
      <p>{text}</p>
      <Link className="button button--primary" to="/pricing">
        Upgrade to Premium
      </Link>
    </div>
  );
}
