/**
 * The media library's outside concerns: where the bytes live (`MediaStorage`, a directory by
 * default) and what an upload is (sniffed from its bytes with `file-type`, images measured and
 * resized with `sharp`, SVG accepted only without script).
 */
export { fileMediaStorage, type MediaStorage } from './storage';
export { inspectFile, imageVariants, svgProblem, ACCEPTED, type InspectedFile } from './inspect';
