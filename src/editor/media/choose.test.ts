import { describe, expect, it } from 'vitest';
import { applyMediaChoice, fieldPath, type MediaFieldSpec } from './choose';

const URL = '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png';
const photo = { url: URL, kind: 'image' as const, alt: 'Traders on the floor at the opening bell', focalX: 0.1, focalY: 0.05 };
const HERO: MediaFieldSpec = {
  kind: 'image',
  altProp: 'imageAlt',
  position: { prop: 'imageObjectPosition', options: ['center', 'top', 'bottom', 'left', 'right', 'top left', 'top right', 'bottom left', 'bottom right'] },
};

describe('fieldPath', () => {
  it('reads Puck field names, nested arrays included', () => {
    expect(fieldPath('imageSrc')).toEqual(['imageSrc']);
    expect(fieldPath('images[2].imageUrl')).toEqual(['images', 2, 'imageUrl']);
    expect(fieldPath('menus[1].sections[0].links[3].iconPath')).toEqual(['menus', 1, 'sections', 0, 'links', 3, 'iconPath']);
    expect(() => fieldPath('a[b].c')).toThrow('Not a field name');
  });
});

describe('applyMediaChoice', () => {
  it('sets the address, an empty alt text from the library and the position nearest the focal point', () => {
    const props = { id: 'hero-1', heading: 'Markets', imageSrc: '', imageAlt: '  ', imageObjectPosition: 'center' };
    const next = applyMediaChoice({ props, name: 'imageSrc', media: photo, spec: HERO });
    expect(next).toEqual({ id: 'hero-1', heading: 'Markets', imageSrc: URL, imageAlt: photo.alt, imageObjectPosition: 'top left' });
    expect(props.imageSrc).toBe('');
  });

  it('keeps alt text the editor wrote, and leaves the alt empty when the library has none', () => {
    const props = { imageSrc: '', imageAlt: 'The bell', imageObjectPosition: 'center' };
    expect(applyMediaChoice({ props, name: 'imageSrc', media: photo, spec: HERO }).imageAlt).toBe('The bell');
    expect(applyMediaChoice({ props: { ...props, imageAlt: '' }, name: 'imageSrc', media: { ...photo, alt: '' }, spec: HERO }).imageAlt).toBe('');
  });

  it('fills the siblings inside an array item, copying only the path it changes', () => {
    const other = { imageUrl: '/static/a.svg', altText: 'A' };
    const props = { interval: 4000, images: [other, { imageUrl: '', altText: '' }] };
    const next = applyMediaChoice({ props, name: 'images[1].imageUrl', media: photo, spec: { kind: 'image', altProp: 'altText' } });
    expect(next).toEqual({ interval: 4000, images: [other, { imageUrl: URL, altText: photo.alt }] });
    expect((next.images as unknown[])[0]).toBe(other);
    expect(props.images[1]!.imageUrl).toBe('');
  });

  it('sets only the address for a document, and for props without siblings', () => {
    const pdf = { url: '/media/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.pdf', kind: 'document' as const, alt: '', focalX: 0.5, focalY: 0.5 };
    expect(applyMediaChoice({ props: { href: '/old', title: 'Report' }, name: 'href', media: pdf, spec: { kind: 'document' } })).toEqual({ href: pdf.url, title: 'Report' });
    expect(applyMediaChoice({ props: { logo: '', alt: 0 }, name: 'logo', media: photo, spec: { kind: 'image' } })).toEqual({ logo: URL, alt: 0 });
  });
});
