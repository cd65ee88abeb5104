import { describe, expect, it } from 'vitest';
import { siblingsOf, withSiblings } from './siblings';

describe('fields beside a field', () => {
  const props = { title: 'T', dataSources: [{ url: '/a', xCol: 'x' }, { url: '/b', xCol: 'y' }] };

  it('reads the object a field is in', () => {
    expect(siblingsOf(props, 'dataSources[1].url')).toEqual({ url: '/b', xCol: 'y' });
    expect(siblingsOf(props, 'title')).toBe(props);
  });

  it('sets values beside a field without changing the props given', () => {
    const next = withSiblings(props, 'dataSources[1].url', { url: '/c', xCol: 'day', xType: 'date' });
    expect(next).toEqual({ title: 'T', dataSources: [{ url: '/a', xCol: 'x' }, { url: '/c', xCol: 'day', xType: 'date' }] });
    expect(props.dataSources[1]).toEqual({ url: '/b', xCol: 'y' });
    expect(next.dataSources).not.toBe(props.dataSources);
  });
});
