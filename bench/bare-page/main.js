/* global document */
// The baseline of bench/lighthouse.mjs: React 19 rendering 20 cards, with no router, no i18n and no
// data fetching. Whatever the app's pages cost beyond this row is the app's own.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

const cards = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Morning aarti, part ${i + 1}`,
  by: 'Sanatan Sangam',
}));

function Card({ title, by }) {
  return h('li', null, h('div', { className: 'thumb' }), h('h2', null, title), h('p', null, by));
}

function Page() {
  return h(
    'main',
    null,
    h('h1', null, 'Videos'),
    h(
      'ul',
      null,
      cards.map((c) => h(Card, { key: c.id, ...c })),
    ),
  );
}

createRoot(document.getElementById('root')).render(h(Page));
