import type { ViewProps } from '../view';
import { useThirdPartyConsent } from '../video-player/consent.client';
import { ThirdPartyFrame } from '../video-player/third-party';
import { Media, mediaVideo, type MediaProps } from './View';

/** Island: a YouTube or Vimeo video loads once the visitor has accepted C0005; the rest is the server's view. */
export default function MediaIsland({ props, slots }: ViewProps<MediaProps>) {
  const consent = useThirdPartyConsent();
  const video = mediaVideo(props);
  const thirdParty =
    video?.kind === 'youtube' || video?.kind === 'vimeo' ? (
      <ThirdPartyFrame source={video} title={props.altText} state={consent.state} onAccept={consent.accept} frameRef={consent.frameRef} />
    ) : undefined;
  return <Media props={props} slots={slots} thirdParty={thirdParty} />;
}
