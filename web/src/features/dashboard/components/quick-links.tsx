import { Link } from 'react-router-dom';
import { Icon } from '#components/ui/icon';

interface QuickLink {
  to: string;
  label: string;
  description: string;
  icon: string;
  teamOnly?: boolean;
}

const LINKS: QuickLink[] = [
  { to: '/sandbox', label: 'Sandbox', description: 'Practise one skill at a time', icon: 'Target' },
  { to: '/leaderboards', label: 'Leaderboards', description: 'See how you rank', icon: 'Trophy' },
  { to: '/toolkit', label: 'Toolkit', description: 'Mental models and biases', icon: 'BookOpen' },
  { to: '/team', label: 'Team', description: 'Your team’s progress', icon: 'Users', teamOnly: true },
];

export function QuickLinks({ teamId }: { teamId?: string | null }) {
  const links = LINKS.filter((link) => !link.teamOnly || Boolean(teamId));
  return (
    <section className="card" aria-labelledby="dashboard-quick-links">
      <h2 id="dashboard-quick-links" className="card__title">
        Quick links
      </h2>
      <ul className="quick-links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="quick-links__link">
              <span className="quick-links__icon">
                <Icon name={link.icon} size={20} />
              </span>
              <span className="quick-links__text">
                <span className="quick-links__label">{link.label}</span>
                <span className="quick-links__description">{link.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
