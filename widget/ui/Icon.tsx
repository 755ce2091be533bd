import { icon } from './styles';

const ICONS = {
  close: 'M6 6l12 12M18 6 6 18',
  check: 'm5 12.5 4.5 4.5L19 7',
} as const;

/** A decorative stroke icon; the control or text next to it carries the meaning. */
export function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className={icon} viewBox="0 0 24 24" aria-hidden="true">
      <path d={ICONS[name]} />
    </svg>
  );
}
