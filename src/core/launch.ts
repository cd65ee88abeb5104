/** The launcher's environments (zod-free, so the launcher island can name them). */
export const LAUNCH_ENVIRONMENTS = ['production', 'test'] as const;
export const LAUNCH_ENVIRONMENT_LABELS: Record<(typeof LAUNCH_ENVIRONMENTS)[number], string> = {
  production: 'Production',
  test: 'Test/UAT',
};
