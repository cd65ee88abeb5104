export const THUMBNAIL_WIDTH: number;
export function progressLine(index: number, total: number, name: string): string;
export function imageName(kind: string, ext?: string): string;
export function catalogueReadme(
  kinds: readonly { name: string; label: string; category: string; description: string | null; supersededBy: string | null }[],
  images: Record<string, string>,
  categories: Readonly<Record<string, string>>,
  options?: { generatedWith?: string },
): string;
export function sizeText(bytes: number): string;
