/* global document */
// The baselines of bench/lighthouse.mjs. Whatever the app's pages cost beyond these rows is the
// app's own. Served empty, the page is rendered here; served with the cards already in #root (as the
// app serves a guest's first page, decision 017), React adopts them (hydration) after the first paint.
import React from 'react';
import ReactDOM from 'react-dom/client';
import { Page } from './page.js';

const root = document.getElementById('root');
if (root.hasChildNodes()) ReactDOM.hydrateRoot(root, React.createElement(Page));
else ReactDOM.createRoot(root).render(React.createElement(Page));
