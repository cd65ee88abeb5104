/** Control icons of the carousel kinds and the gallery: decorative, named by their buttons. */
const svg = { viewBox: '0 0 16 16', width: 16, height: 16, 'aria-hidden': true, focusable: false, fill: 'currentColor' } as const;

export const PauseIcon = () => (
  <svg {...svg}>
    <path d="M4 2h3v12H4zM9 2h3v12H9z" />
  </svg>
);

export const PlayIcon = () => (
  <svg {...svg}>
    <path d="M4 2l10 6-10 6z" />
  </svg>
);

export const PreviousIcon = () => (
  <svg {...svg}>
    <path d="M10.5 2L4.5 8l6 6 1.4-1.4L7.3 8l4.6-4.6z" />
  </svg>
);

export const NextIcon = () => (
  <svg {...svg}>
    <path d="M5.5 2l6 6-6 6-1.4-1.4L8.7 8 4.1 3.4z" />
  </svg>
);
