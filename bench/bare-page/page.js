// The bare page's content: React 19 rendering 20 cards, with no router, no i18n and no data
// fetching. Shared by the browser's script (main.js) and the bench's server render (bare-page.mjs).
import React from 'react';

const h = React.createElement;

const cards = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Morning aarti, part ${i + 1}`,
  by: 'Sanatan Sangam',
}));

function Card({ title, by }) {
  return h('li', null, h('div', { className: 'thumb' }), h('h2', null, title), h('p', null, by));
}

export function Page() {
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
