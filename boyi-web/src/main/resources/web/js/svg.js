// Tiny helpers to build SVG without a library.
const NS = 'http://www.w3.org/2000/svg';

export function svg(width, height) {
  const s = document.createElementNS(NS, 'svg');
  s.setAttribute('viewBox', `0 0 ${width} ${height}`);
  s.setAttribute('width', width);
  s.setAttribute('height', height);
  return s;
}

export function el(parent, name, attrs = {}, text) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) {
    if (v !== undefined && v !== null) e.setAttribute(k, v);
  }
  if (text !== undefined) e.textContent = text;
  if (parent) parent.appendChild(e);
  return e;
}

export function title(node, text) {
  el(node, 'title', {}, text);
  return node;
}

export const COLORS = { win: '#1a8a4a', draw: '#d9b400', loss: '#8b1a1a' };
export const LIGHT = { win: '#d9f2e3', draw: '#fff6c7', loss: '#f6dada' };
