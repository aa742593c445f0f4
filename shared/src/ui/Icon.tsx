/**
 * The site's interface icons, drawn once (20 x 20, in the text's colour). Brand marks that carry their
 * own colours (the journal's logo, Google's G, PlumX) stay with the component that shows them.
 */
const paths = {
  'chevron-down':
    'M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z',
  'chevron-left':
    'M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 1 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z',
  'chevron-right':
    'M7.3 15.7a1 1 0 0 1 0-1.4l4.3-4.3-4.3-4.3a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0Z',
  'arrow-up':
    'M10 4a1 1 0 0 1 .7.3l5 5a1 1 0 0 1-1.4 1.4L11 7.4V15a1 1 0 1 1-2 0V7.4l-3.3 3.3a1 1 0 0 1-1.4-1.4l5-5A1 1 0 0 1 10 4Z',
  menu:
    'M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 ' +
    '2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z',
  close:
    'M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 ' +
    '1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z',
  chat:
    'M3 4.5A2.5 2.5 0 0 1 5.5 2h9A2.5 2.5 0 0 1 17 4.5v7a2.5 2.5 0 0 1-2.5 2.5H9l-3.6 3.2A.8.8 ' +
    '0 0 1 4 16.6V14h.5A2.5 2.5 0 0 1 2 11.5v-7Z',
  share:
    'M15 13a3 3 0 0 0-2.2 1l-5.6-3a3 3 0 0 0 0-2l5.6-3A3 3 0 1 0 12 4.5l-5.6 3a3 3 0 1 0 0 5l5.6 3A3 3 0 1 0 15 13Z',
  feed:
    'M3.75 13.75a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM1.25 9.4a9.4 9.4 0 0 1 9.4 9.4h-2.5a6.9 6.9 0 0 0-6.9-6.9V9.4Zm0-6.3a15.6 ' +
    '15.6 0 0 1 15.6 15.6h-2.5A13.1 13.1 0 0 0 1.25 5.6V3.1Z',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  /** Size and colour classes; 20 px in the text's colour when not given. */
  className?: string;
}

/** A decorative icon beside a label: hidden from assistive technology, which reads the label. */
export function Icon({ name, className = 'size-5' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      className={`shrink-0 ${className}`}
      fill="currentColor"
    >
      <path d={paths[name]} />
    </svg>
  );
}
