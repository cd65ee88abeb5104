import type { MouseEvent, Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { headingLevel, type HeadingLevel } from '../../core/heading';
import { platformId } from '../../core/ids';
import { useRenderContext, type ViewProps } from '../view';
import type { LaunchPageData } from './data';
import type { launchPage } from './definition';
import { ConnectContent, LAUNCHER_TITLE } from './launcher';

export type LaunchPageProps = PropsOf<typeof launchPage>;

export interface LaunchPageMarkupProps extends ViewProps<LaunchPageProps> {
  /**
   * false: the server's HTML, the launcher's contents shown in the page with a link to them
   * (what a visitor without JavaScript gets); true: also the launch button and the launcher as
   * a modal dialog.
   */
  live: boolean;
  onLaunch?: () => void;
  onCloseClick?: () => void;
  onDialogClick?: (event: MouseEvent<HTMLDialogElement>) => void;
  launchRef?: Ref<HTMLButtonElement>;
  dialogRef?: Ref<HTMLDialogElement>;
}

export function LaunchPage({ id, props, live, onLaunch, onCloseClick, onDialogClick, launchRef, dialogRef }: LaunchPageMarkupProps) {
  const config = useRenderContext().data?.get(id) as LaunchPageData | undefined;
  const level = headingLevel(props.heading, props.headingLevel);
  const Heading = `h${level}` as const;
  const titleLevel = Math.min(level + 1, 6) as HeadingLevel;
  const Title = `h${titleLevel}` as const;
  const headingId = platformId(id, 'heading');
  const titleId = platformId(id, 'connect');
  const dialogTitleId = platformId(id, 'connect-dialog');
  const content = config ? (
    <ConnectContent config={config} level={titleLevel} />
  ) : (
    <p className="t-launch-page__pending">The installers and the help desk’s numbers show here on the published page.</p>
  );

  return (
    <section className="t-launch-page" aria-labelledby={headingId}>
      <Heading className="t-launch-page__heading" id={headingId}>
        {props.heading}
      </Heading>
      {props.text ? <p className="t-launch-page__text">{props.text}</p> : null}
      {/* The same place and size either way, so nothing shifts when the island takes over: a link to the
          launcher's contents below, then a button that opens them as a dialog. */}
      {live ? (
        <button type="button" className="t-launch-page__launch" aria-haspopup="dialog" onClick={onLaunch} ref={launchRef}>
          {props.buttonLabel}
        </button>
      ) : (
        <a className="t-launch-page__launch" href={`#${titleId}`}>
          {props.buttonLabel}
        </a>
      )}
      <div className="t-launch-page__inline">
        <Title className="t-launch-page__title" id={titleId}>
          {LAUNCHER_TITLE}
        </Title>
        {content}
      </div>
      {live ? (
        <dialog className="t-launch-page__dialog" aria-labelledby={dialogTitleId} ref={dialogRef} onClick={onDialogClick}>
          <div className="t-launch-page__frame">
            <div className="t-launch-page__bar">
              <Title className="t-launch-page__title" id={dialogTitleId}>
                {LAUNCHER_TITLE}
              </Title>
              <button type="button" className="t-launch-page__close" aria-label="Close" onClick={onCloseClick}>
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {content}
          </div>
        </dialog>
      ) : null}
    </section>
  );
}

/** Server view: the static HTML, identical to the island's first render so hydration matches. */
export default function LaunchPageView(input: ViewProps<LaunchPageProps>) {
  return <LaunchPage {...input} live={false} />;
}
