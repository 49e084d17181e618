// The thermograph of a partizan position as an SVG picture, drawn as in Winning Ways: values run
// from right to left (Left's larger values on the left), the temperature t upwards from -1, one
// scale for both axes so that a wall's slope of 1 is a 45-degree line. The API gives every point
// exactly (dyadic rationals as text: "5/4"); numbers are turned into floats only to be drawn.
import { svg, el, title } from './svg.js';
import { t } from './i18n.js';
import './partizan-i18n.js';

/** A dyadic rational in CGSuite's notation ("-3/4", "5") as a float, for drawing only. */
export function dyadic(text) {
  const m = String(text).trim().match(/^(-?\d+)(?:\/(\d+))?$/);
  if (!m) return NaN;
  return Number(m[1]) / (m[2] ? Number(m[2]) : 1);
}

const MARGIN = 34;

/**
 * Draws the thermograph {left, right, temperature, mast} (walls as [t, value] points from t = -1
 * up to the temperature) into box, at most width pixels wide.
 */
export function drawThermograph(box, thermo, width) {
  const T = dyadic(thermo.temperature);
  const mast = dyadic(thermo.mast);
  const left = thermo.left.map(([tt, v]) => [dyadic(tt), dyadic(v)]);
  const right = thermo.right.map(([tt, v]) => [dyadic(tt), dyadic(v)]);
  const values = [...left, ...right].map((p) => p[1]).concat(mast);
  let hi = Math.max(...values) + 0.75;
  let lo = Math.min(...values) - 0.75;
  const top = Math.max(T, 0) + 1;
  const bottom = -1;
  // one unit in pixels, the same across and up; at most 80 px, at least enough for a 2-unit picture
  const unit = Math.max(12, Math.min(64, (Math.min(width, 420) - 2 * MARGIN) / (hi - lo), 200 / (top - bottom)));
  // at least 300 px wide, so that the labels fit beside a narrow picture (a number's mast alone)
  const least = (300 - 2 * MARGIN) / unit;
  if (hi - lo < least) {
    const grow = (least - (hi - lo)) / 2;
    hi += grow;
    lo -= grow;
  }
  const w = (hi - lo) * unit + 2 * MARGIN;
  const h = (top - bottom) * unit + 2 * MARGIN;
  const X = (v) => MARGIN + (hi - v) * unit;
  const Y = (tt) => MARGIN + (top - tt) * unit;
  const s = svg(Math.round(w), Math.round(h));
  s.classList.add('thermograph');
  s.dataset.temperature = thermo.temperature;
  s.dataset.mast = thermo.mast;
  s.setAttribute('role', 'img');
  const summary = `${t('thermoTitle')}: ${t('thermoTemperature', thermo.temperature)}, ${t('thermoMast', thermo.mast)}`;
  s.setAttribute('aria-label', summary);
  title(s, summary);
  // axes: t = -1 (the bottom) and t = 0, with the temperature axis on the right
  el(s, 'line', { x1: MARGIN / 2, x2: w - MARGIN / 2, y1: Y(bottom), y2: Y(bottom), class: 'thermo-axis' });
  el(s, 'line', { x1: MARGIN / 2, x2: w - MARGIN / 2, y1: Y(0), y2: Y(0), class: 'thermo-zero' });
  el(s, 'text', { x: w - MARGIN / 2 + 2, y: Y(0) + 4, class: 'thermo-label' }, '0');
  el(s, 'text', { x: w - MARGIN / 2 + 2, y: Y(bottom) + 4, class: 'thermo-label' }, '-1');
  el(s, 'text', { x: w - MARGIN / 2 + 2, y: MARGIN - 6, class: 'thermo-label' }, t('thermoAxis'));
  // the temperature, marked where the walls meet
  el(s, 'line', { x1: MARGIN / 2, x2: w - MARGIN / 2, y1: Y(T), y2: Y(T), class: 'temperature-mark', 'data-t': thermo.temperature });
  el(s, 'text', { x: MARGIN / 2, y: Y(T) - 5, class: 'thermo-label strong' }, t('thermoTemperature', thermo.temperature));
  // the walls, then the mast from the temperature up
  const wall = (pts, cls) => el(s, 'polyline', { points: pts.map(([tt, v]) => `${X(v).toFixed(2)},${Y(tt).toFixed(2)}`).join(' '), class: cls });
  wall(left, 'left-wall');
  wall(right, 'right-wall');
  el(s, 'line', { x1: X(mast), x2: X(mast), y1: Y(T), y2: Y(top), class: 'mast', 'data-t': thermo.temperature, 'data-value': thermo.mast });
  // the walls' values at t = -1 and the mast's value, under the axis
  const ticks = new Map([[left[0][1], thermo.left[0][1]], [right[0][1], thermo.right[0][1]], [mast, thermo.mast]]);
  let lastX = -Infinity;
  for (const [v, text] of [...ticks.entries()].sort((a, b) => b[0] - a[0])) {
    el(s, 'line', { x1: X(v), x2: X(v), y1: Y(bottom) - 4, y2: Y(bottom) + 4, class: 'thermo-axis' });
    const x = Math.max(X(v), lastX + 7 * text.length + 6);
    el(s, 'text', { x, y: Y(bottom) + 18, 'text-anchor': 'middle', class: 'thermo-label' }, text);
    lastX = x;
  }
  el(s, 'text', { x: 4, y: 14, class: 'thermo-label' }, t('thermoMast', thermo.mast));
  const scroll = document.createElement('div');
  scroll.className = 'thermo-scroll';
  scroll.appendChild(s);
  box.appendChild(scroll);
  return s;
}
