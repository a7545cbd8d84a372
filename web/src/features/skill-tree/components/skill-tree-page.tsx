import { useId, useState, type ReactNode } from 'react';
import { Page } from '#components/layout/page';
import { Skeleton } from '#components/ui/skeleton';
import type { SkillBranchView } from '#shared/schemas/toolkit';
import { useSkillTree } from '../api/get-skill-tree';
import { SkillNode, type SkillTreeLearner } from './skill-node';

interface DisclosureProps {
  heading: ReactNode;
  level: 2 | 3;
  defaultOpen: boolean;
  className: string;
  children: ReactNode;
}

/** A heading with a toggle button (aria-expanded) that shows or hides its region. */
function Disclosure({ heading, level, defaultOpen, className, children }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const regionId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className}>
      <Heading className={`${className}__heading`}>
        <button
          type="button"
          className={`${className}__toggle`}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="disclosure__chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>
          {heading}
        </button>
      </Heading>
      <div id={regionId} hidden={!open}>
        {children}
      </div>
    </section>
  );
}

function branchProgress(branch: SkillBranchView): string {
  const skills = branch.levels.flatMap((level) => level.skills);
  const started = skills.filter((skill) => skill.xp > 0).length;
  return `${started} of ${skills.length} skills started`;
}

function Branch({
  branch,
  index,
  learner,
}: {
  branch: SkillBranchView;
  index: number;
  learner: SkillTreeLearner;
}) {
  const recommended = new Set(branch.recommendedSkillIds);
  return (
    <Disclosure
      level={2}
      defaultOpen={index === 0}
      className="skill-branch"
      heading={
        <span className="skill-branch__title">
          <span className="skill-branch__swatch" style={{ background: branch.color }} aria-hidden="true" />
          {branch.name}
          {branch.isPremium && <span className="badge badge--premium">Premium</span>}
          <span className="skill-branch__progress">{branchProgress(branch)}</span>
        </span>
      }
    >
      <p className="skill-branch__description">{branch.description}</p>
      {branch.levels.map((level) => (
        <Disclosure
          key={level.level}
          level={3}
          defaultOpen={index === 0 && level.level === 1}
          className="skill-level"
          heading={`Level ${level.level}`}
        >
          <ul className="skill-grid">
            {level.skills.map((skill) => (
              <li key={skill.id}>
                <SkillNode
                  skill={skill}
                  color={branch.color}
                  recommended={recommended.has(skill.id)}
                  learner={learner}
                />
              </li>
            ))}
          </ul>
        </Disclosure>
      ))}
      <div className="skill-capstone">
        <h3 className="skill-capstone__heading">Capstone</h3>
        <SkillNode skill={branch.capstone} color={branch.color} recommended={false} learner={learner} />
      </div>
    </Disclosure>
  );
}

function LoadingTree() {
  return (
    <div>
      <p className="visually-hidden" role="status">
        Loading your skill tree…
      </p>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className="card" aria-hidden="true">
          <Skeleton className="skeleton--title" />
          <Skeleton className="skeleton--row" />
        </div>
      ))}
    </div>
  );
}

export function SkillTreePage({ learner }: { learner: SkillTreeLearner }) {
  const tree = useSkillTree();
  let content;
  if (tree.isPending) content = <LoadingTree />;
  else if (tree.isError) {
    content = (
      <div className="card">
        <p className="alert alert--error" role="alert">
          Could not load your skill tree. Please try again.
        </p>
        <button type="button" className="button button--primary" onClick={() => void tree.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    content = (
      <div className="skill-tree">
        {tree.data.map((branch, index) => (
          <Branch key={branch.id} branch={branch} index={index} learner={learner} />
        ))}
      </div>
    );
  }
  return (
    <Page
      title="Skill Tree"
      lead="Each skill grows with practice and scenarios. Highlighted skills are on your recommended path."
    >
      {content}
    </Page>
  );
}
