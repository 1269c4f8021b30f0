/** A PrimeIcons icon in its tinted square (decorative: the text beside it says what it means). */
export function IconBadge({ icon, muted = false }: { icon: string; muted?: boolean }) {
  return (
    <span className={`icon-badge${muted ? ' icon-badge--muted' : ''}`} aria-hidden="true">
      <i className={icon} />
    </span>
  );
}
