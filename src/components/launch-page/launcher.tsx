import { LAUNCH_MEMORY_OPTIONS } from '../../core/constants';
import type { LaunchConfig } from '../../core/contracts/launch';
import { LAUNCH_ENVIRONMENT_LABELS, LAUNCH_ENVIRONMENTS } from '../../core/launch';
import type { HeadingLevel } from '../../core/heading';

/** The launcher modal's title (specification: "launcher modal titled Connect"). */
export const LAUNCHER_TITLE = 'Connect';

/** `1 KB`, `84.2 MB`: sizes as people read them. */
export function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const below = (level: HeadingLevel): HeadingLevel => Math.min(level + 1, 6) as HeadingLevel;

/**
 * What the launcher shows: a table of installers (environments down, memory sizes across) and
 * the help desk's 24-hour lines by region. `level` is the level of the launcher's title.
 */
export function ConnectContent({ config, level }: { config: LaunchConfig; level: HeadingLevel }) {
  const environments = LAUNCH_ENVIRONMENTS.filter((env) => config.installers.some((i) => i.environment === env));
  const SupportHeading = `h${below(level)}` as const;
  return (
    <div className="t-launch-page__content">
      <table className="t-launch-page__installers">
        <caption>Desktop installers by environment and memory size</caption>
        <thead>
          <tr>
            <th scope="col">Environment</th>
            {LAUNCH_MEMORY_OPTIONS.map((memory) => (
              <th scope="col" key={memory}>
                {memory}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {environments.map((env) => (
            <tr key={env}>
              <th scope="row">{LAUNCH_ENVIRONMENT_LABELS[env]}</th>
              {LAUNCH_MEMORY_OPTIONS.map((memory) => {
                const installer = config.installers.find((i) => i.environment === env && i.memory === memory);
                return (
                  <td key={memory}>
                    {installer ? (
                      <>
                        <a className="t-launch-page__download" href={installer.url} download>
                          Download<span className="t-visually-hidden">{` the ${memory} installer for ${LAUNCH_ENVIRONMENT_LABELS[env]}`}</span>
                        </a>
                        <span className="t-launch-page__meta">
                          {`Version ${installer.version}, ${formatSize(installer.size)}`}
                        </span>
                      </>
                    ) : (
                      'Not available'
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <footer className="t-launch-page__support">
        <SupportHeading className="t-launch-page__support-title">24-hour help desk</SupportHeading>
        <ul className="t-launch-page__lines">
          {config.supportLines.map((line) => (
            <li key={line.region}>
              <span className="t-launch-page__region">{line.region}</span> <a href={`tel:${line.tel}`}>{line.phone}</a>
            </li>
          ))}
        </ul>
      </footer>
    </div>
  );
}
