import type { Ref } from 'react';
import type { PropsOf } from '../../core/component';
import { THIRD_PARTY_CATEGORY_NAME } from '../cookie-notice/categories';
import type { ViewProps } from '../view';
import type { embed } from './definition';
import { contentWord, providerName } from './provider';
import { ratioClass, type EmbedState } from './state';

export type EmbedProps = PropsOf<typeof embed>;

export interface EmbedMarkupProps {
  props: EmbedProps;
  state: EmbedState;
  onAccept?: () => void;
  frameRef?: Ref<HTMLIFrameElement>;
}

/**
 * The embed in a given state. Before consent there is no element that loads anything from the
 * provider (no iframe, no thumbnail): only text, a button and a plain link.
 */
export function Embed({ props, state, onAccept, frameRef }: EmbedMarkupProps) {
  const name = providerName(props.url);
  const word = contentWord(props.provider);
  return (
    <div className={`t-embed t-embed--${ratioClass(props.aspectRatio)}`} data-provider={props.provider}>
      {state === 'loaded' ? (
        <iframe
          className="t-embed__frame"
          src={props.url}
          title={props.title}
          ref={frameRef}
          allow="fullscreen; picture-in-picture; encrypted-media"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
        />
      ) : (
        <div className="t-embed__placeholder">
          <p className="t-embed__title">{props.title}</p>
          <p className="t-embed__reason">
            This {word} from {name} is blocked until you accept the cookies for {THIRD_PARTY_CATEGORY_NAME.toLowerCase()}: {name} may set
            its own cookies when it loads.
          </p>
          <div className="t-embed__actions">
            <button type="button" className="t-button t-button--primary t-embed__accept" onClick={onAccept}>
              Accept and show the {word}
            </button>
            <a className="t-embed__link" href={props.url}>
              Open the {word} on {name}
            </a>
          </div>
        </div>
      )}
    </div>
  );
}

/** Server view: the placeholder, identical to the island's first render. */
export default function EmbedView({ props }: ViewProps<EmbedProps>) {
  return <Embed props={props} state="pending" />;
}
