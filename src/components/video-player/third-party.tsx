import type { Ref } from 'react';
import { Embed } from '../embed/View';
import type { EmbedState } from '../embed/state';
import type { ThirdPartyVideo } from './source';

export interface ThirdPartyFrameProps {
  source: ThirdPartyVideo;
  /** Names the player for screen readers (the iframe's title) and the placeholder. */
  title: string;
  state: EmbedState;
  /** Start playing at once: only after the visitor chose the video. */
  autoplay?: boolean;
  onAccept?: () => void;
  frameRef?: Ref<HTMLIFrameElement>;
}

/**
 * A YouTube or Vimeo video behind the cookie notice's C0005 consent, as the `embed` kind shows
 * it: before consent only its placeholder (text, an accept button, a plain link), which loads
 * nothing from the provider; with consent the provider's player.
 */
export function ThirdPartyFrame({ source, title, state, autoplay = false, onAccept, frameRef }: ThirdPartyFrameProps) {
  if (state !== 'loaded') {
    return <Embed props={{ provider: source.kind, url: source.embedUrl, title, aspectRatio: '16:9' }} state={state} onAccept={onAccept} />;
  }
  return (
    <div className="t-embed t-embed--16x9" data-provider={source.kind}>
      <iframe
        className="t-embed__frame"
        src={autoplay ? `${source.embedUrl}?autoplay=1` : source.embedUrl}
        title={title}
        ref={frameRef}
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
      />
    </div>
  );
}
