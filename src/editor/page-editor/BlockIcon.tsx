import { BLOCK_ICONS, type IconName } from '../../core/block-icons';

/** A kind's icon from the block list's icon set, drawn in the current text colour; decorative. */
export function BlockIcon({ name, className }: { name: IconName | undefined; className?: string }) {
  const paths = name ? BLOCK_ICONS[name] : BLOCK_ICONS.box;
  return (
    <svg className={className} viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
