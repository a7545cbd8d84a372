export function BetaBadge() {
  return (
    <span className="beta-badge" title="Clarity is in beta: expect changes and the odd rough edge.">
      Beta
    </span>
  );
}
