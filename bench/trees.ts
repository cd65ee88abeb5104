import { node, type Node } from '../src/core/node';

const TEXT = [
  'Daily settlement prices for ICE Brent futures are published after the close.',
  'Closing auction volume averaged 9.1% of consolidated volume over the last month.',
  'Margin parameters for energy contracts are reviewed at least quarterly.',
  'The NYSE Composite covers every common stock listed on the exchange.',
];

/**
 * A page-like tree of exactly `size` nodes: grids of cards and boxes holding headings and
 * rich text, under a page layout — the mix of an ordinary content page.
 */
export function generatePage(size: number): Node {
  let remaining = size - 1; // the layout
  const main: Node[] = [];
  let i = 0;
  while (remaining > 0) {
    // One section: grid(1) + up to 3 cards(1 + rich text 1 each) + box(1) + heading(1) + rich text(1)
    const parts: Node[] = [];
    const take = (n: Node) => {
      remaining--;
      return n;
    };
    const grid = take(node('grid', { minWidth: 300 }));
    const cards: Node[] = [];
    for (let c = 0; c < 3 && remaining >= 2; c++) {
      const card = take(node('card', { title: `Contract ${i}-${c}`, headingLevel: 3, text: TEXT[(i + c) % TEXT.length]!, href: `/futures/energy#c${c}`, linkText: 'Contract specs' }));
      card.slots.content = [take(node('rich-text', { html: `<p>${TEXT[c % TEXT.length]} <strong>${i}</strong></p>` }))];
      cards.push(card);
    }
    grid.slots.items = cards;
    parts.push(grid);
    if (remaining >= 1) {
      const box = take(node('box', { presets: 'shaded', flex: false }));
      const inner: Node[] = [];
      if (remaining >= 1) inner.push(take(node('heading', { text: `Section ${i}`, level: 2 })));
      if (remaining >= 1) inner.push(take(node('rich-text', { html: `<p>${TEXT[i % TEXT.length]}</p>` })));
      box.slots.content = inner;
      parts.push(box);
    }
    main.push(...parts);
    i++;
  }
  return node('page-layout', {}, { main });
}
