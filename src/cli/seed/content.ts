import { ctaplanDocuments } from './sites/ctaplan';
import { esignalDocuments } from './sites/esignal';
import { globalotcDocuments } from './sites/globalotc';
import { iceDocuments } from './sites/ice';
import { iceChatCompliance } from './sites/ice-chat';
import { imtDocuments } from './sites/imt';
import { servicingSummit } from './sites/imt-summit';
import { mersincDocuments } from './sites/mersinc';
import { mersmembersDocuments } from './sites/mersmembers';
import { nyseDocuments } from './sites/nyse';
import type { DemoDocument } from './types';

/**
 * The demo content of the eight sites: every page and partial published on first start.
 * Node ids are fresh on each call. Per site, partials come first so pages never include a
 * partial that does not exist yet.
 */
export function demoDocuments(): DemoDocument[] {
  return [
    ...iceDocuments(),
    ...nyseDocuments(),
    ...mersincDocuments(),
    ...mersmembersDocuments(),
    ...ctaplanDocuments(),
    ...esignalDocuments(),
    ...globalotcDocuments(),
    ...imtDocuments(),
    // Pages of kinds no other demo page uses (issue 25 point 7).
    iceChatCompliance(),
    servicingSummit(),
  ];
}
