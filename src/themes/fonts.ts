// System font stacks only: pages load no web fonts (no network at runtime).
export const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const HUMANIST = '"Segoe UI", Candara, "Trebuchet MS", "Noto Sans", "DejaVu Sans", sans-serif';
export const SERIF = 'Georgia, "Times New Roman", Times, "Liberation Serif", serif';
export const OLDSTYLE = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", "URW Palladio L", serif';
export const MONO = 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace';
