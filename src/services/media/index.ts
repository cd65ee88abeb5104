/**
 * The media library's outside concerns: where the bytes live (`MediaStorage`, a directory by
 * default, with temporary files that uploads stream into), what an upload is (sniffed from its
 * bytes with `file-type`, images decoded, measured and resized with `sharp`, SVG accepted only
 * without script).
 */
export { fileMediaStorage, type MediaStorage, type TemporaryFile } from './storage';
export { receiveFile, type ReceivedFile } from './receive';
export { inspectFile, imageVariants, svgProblem, ACCEPTED, type InspectedFile } from './inspect';
