import { useThirdPartyConsent } from '../video-player/consent.client';
import type { ViewProps } from '../view';
import { Embed, type EmbedProps } from './View';

/**
 * Island: the iframe goes in only once the visitor has accepted C0005, read from the consent
 * cookie after hydration or announced by the cookie notice; withdrawing consent takes it out.
 */
export default function EmbedIsland({ props }: ViewProps<EmbedProps>) {
  const { state, accept, frameRef } = useThirdPartyConsent();
  return <Embed props={props} state={state} onAccept={accept} frameRef={frameRef} />;
}
