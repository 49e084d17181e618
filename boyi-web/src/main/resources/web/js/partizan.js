// Boards of the partizan games (Domineering, Clobber, Toads and Frogs, Blue-Red Hackenbush
// strings, Cutcake) and what the page shows of a partizan value: whose turn it is in words, the
// value card with the thermograph, and the value each listed move leaves. As in views.js, a board
// only draws the position and offers the legal moves the analysis lists, each target playing the
// one move it names, found by the move's shape (never its name); whose move it is comes from the
// analysis ("cgt": "to_move").
import { svg, el } from './svg.js';
import { t, pick, setPicked, getLang } from './i18n.js';
import { paint, target, frame, caption, PITCH } from './views.js';
import { drawThermograph } from './thermograph.js';
import './partizan-i18n.js';

const BLUE = '#2f6fb3';
const RED = '#c0392b';

/** Whether Left moves at this analysis (the API's "cgt": {"to_move"}). */
const leftToMove = (ctx) => !ctx.analysis.cgt || ctx.analysis.cgt.to_move !== 'right';

/** The listed moves of one shape kind, by a key made of their shape's fields. */
const byShape = (ctx, kind, key) => new Map(ctx.analysis.moves.filter((m) => m.shape && m.shape.kind === kind).map((m) => [key(m.shape), m]));
const fromTo = (s) => `${s.from}-${s.to}`;

/** The board of a position without the player to move (" L", " R", " @L", " @R"). */
const boardOf = (pos) => String(pos).trim().replace(/\s+@?[LR]$/, '').trim();

/** The cell name of the moves: column letter, row number from the top (b1). */
// column c (from 0) as in a spreadsheet: a..z, aa, ab... (GridText.column)
const column = (c) => (c < 26 ? '' : column(Math.floor(c / 26) - 1)) + String.fromCharCode(97 + (c % 26));
const cell = (r, c) => `${column(c)}${r + 1}`;

function rowsOf(pos, alphabet) {
  const rows = boardOf(pos).split('|');
  const ok = rows.length >= 1 && rows.every((r) => r.length === rows[0].length && r.length > 0 && r.length <= 26
    && [...r].every((ch) => alphabet.includes(ch)));
  return ok && rows.length * rows[0].length <= 64 ? rows : null;
}

/** The side of a cell of a grid that fits the width: 44 to 60 px. */
const cellSize = (ctx, cols) => Math.max(PITCH, Math.min(60, Math.floor((ctx.width - 40) / cols)));

/**
 * The picture of a grid position (cells of the alphabet): an SVG with column letters above and
 * row numbers left of the grid, whose top-left corner is (x0, y0) and cells size px square.
 */
function gridBoard(ctx, alphabet) {
  const rows = rowsOf(ctx.position, alphabet);
  const cols = rows[0].length;
  const size = cellSize(ctx, cols);
  const x0 = 30;
  const y0 = 24;
  const s = svg(x0 + cols * size + 10, y0 + rows.length * size + 10);
  s.classList.add('partizan-board');
  for (let c = 0; c < cols; c++) el(s, 'text', { x: x0 + c * size + size / 2, y: y0 - 6, 'text-anchor': 'middle', class: 'board-label small' }, column(c));
  for (let r = 0; r < rows.length; r++) el(s, 'text', { x: x0 - 8, y: y0 + r * size + size / 2 + 5, 'text-anchor': 'end', class: 'board-label small' }, String(r + 1));
  return { rows, s, size, x0, y0 };
}

// ---- Domineering: Left places vertical dominoes, Right horizontal ones (CGSuite); # is filled ----
const dominoes = {
  accepts: (pos) => rowsOf(pos, '.#') !== null,
  draw(box, ctx) {
    const { rows, s, size, x0, y0 } = gridBoard(ctx, '.#');
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      el(s, 'rect', { x: x0 + c * size, y: y0 + r * size, width: size, height: size, class: ch === '#' ? 'cell filled' : 'cell empty' });
    }));
    const vertical = leftToMove(ctx);
    const moves = byShape(ctx, 'domino', fromTo);
    // a target per pair of empty neighbours, a square centred on the edge between them: the
    // squares of one direction never overlap, and only one direction is played at a time
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      const r2 = vertical ? r + 1 : r;
      const c2 = vertical ? c : c + 1;
      const m = moves.get(`${cell(r, c)}-${cell(r2, c2)}`);
      if (!m) return;
      const cx = x0 + c * size + (vertical ? size / 2 : size);
      const cy = y0 + r * size + (vertical ? size : size / 2);
      const g = el(s, 'g', { class: 'domino-slot', 'data-cells': `${cell(r, c)}-${cell(r2, c2)}` });
      const pad = el(g, 'rect', { x: cx - size / 2, y: cy - size / 2, width: size, height: size, rx: 6 });
      paint(pad, ctx, [m], 'transparent');
      if (ctx.showValues) pad.setAttribute('fill-opacity', String(0.6 * Number(pad.getAttribute('fill-opacity'))));
      // the domino it places, small at rest and full size on hover or focus
      const [w, h] = vertical ? [12, 30] : [30, 12];
      el(g, 'rect', { x: cx - w / 2, y: cy - h / 2, width: w, height: h, rx: 3, class: `domino-mark ${vertical ? 'left' : 'right'}` });
      el(g, 'rect', { x: x0 + c * size + 4, y: y0 + r * size + 4, width: (vertical ? size : 2 * size) - 8, height: (vertical ? 2 * size : size) - 8, rx: 6, class: `domino-ghost ${vertical ? 'left' : 'right'}` });
      target(g, ctx, [m]);
    }));
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickDomino', vertical)] : []);
  },
};

// ---- Clobber: tap one of your stones, then the neighbouring stone it captures ----
let selectedStone = null;
const clobber = {
  accepts: (pos) => rowsOf(pos, 'xo.') !== null,
  draw(box, ctx) {
    const { rows, s, size, x0, y0 } = gridBoard(ctx, 'xo.');
    const moves = byShape(ctx, 'capture', fromTo);
    const mine = leftToMove(ctx) ? 'x' : 'o';
    // a stone's captures: the listed moves from it ({"kind": "capture", "from": "a1", "to": "b1"})
    const captures = new Map();
    for (const m of moves.values()) {
      const { from, to } = m.shape;
      if (!captures.has(from)) captures.set(from, []);
      captures.get(from).push(to);
    }
    if (!captures.has(selectedStone)) selectedStone = null;
    const victims = new Set(selectedStone ? captures.get(selectedStone) : []);
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      const x = x0 + c * size;
      const y = y0 + r * size;
      const name = cell(r, c);
      el(s, 'rect', { x, y, width: size, height: size, class: 'cell empty' });
      if (ch === '.') return;
      const g = el(s, 'g', { class: 'stone-cell', 'data-cell': name });
      const pad = el(g, 'rect', { x, y, width: size, height: size, rx: 6 });
      el(g, 'circle', { cx: x + size / 2, cy: y + size / 2, r: size * 0.34, class: ch === 'x' ? 'stone-x' : 'stone-o' });
      if (ch === mine && captures.has(name)) {
        const own = [...moves.values()].filter((m) => m.shape.from === name);
        const picked = name === selectedStone;
        paint(pad, ctx, picked ? [] : own, picked ? '#ffe08a' : 'transparent');
        target(g, ctx, own, 'select');
      } else if (victims.has(name)) {
        const m = moves.get(`${selectedStone}-${name}`);
        paint(pad, ctx, [m], 'transparent');
        target(g, ctx, [m]);
      } else {
        pad.setAttribute('fill', 'transparent');
      }
    }));
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickClobber')] : []);
  },
  select(node, ctx) {
    const name = node.dataset.cell;
    selectedStone = selectedStone === name ? null : name;
    ctx.redraw(`.stone-cell[data-cell="${name}"]`);
  },
};

// ---- Toads and Frogs: a strip; tap a toad (Left) or a frog (Right) that can move ----
const toads = {
  accepts: (pos) => /^[tf.]{1,64}$/.test(boardOf(pos)),
  draw(box, ctx) {
    const strip = boardOf(ctx.position);
    const size = PITCH + 4;
    const s = svg(strip.length * size + 16, size + 30);
    s.classList.add('partizan-board');
    const left = leftToMove(ctx);
    // each creature has at most one move: a step or a jump ({"kind": "slide", "from": 2, "to": 3}, cells from 1)
    const moveFrom = byShape(ctx, 'slide', (s) => s.from);
    [...strip].forEach((ch, i) => {
      const x = 8 + i * size;
      const g = el(s, 'g', { class: 'strip-cell', 'data-index': i + 1 });
      const pad = el(g, 'rect', { x, y: 4, width: size, height: size, rx: 6, class: 'cell empty' });
      el(s, 'text', { x: x + size / 2, y: size + 22, 'text-anchor': 'middle', class: 'board-label small' }, String(i + 1));
      if (ch === '.') return;
      const toad = ch === 't';
      el(g, 'circle', { cx: x + size / 2, cy: 4 + size / 2, r: size * 0.36, class: toad ? 'toad' : 'frog' });
      // an arrow head: toads face right, frogs left
      const cx = x + size / 2 + (toad ? 6 : -6);
      const d = toad ? 1 : -1;
      el(g, 'path', { d: `M ${cx - 5 * d} ${4 + size / 2 - 7} L ${cx + 5 * d} ${4 + size / 2} L ${cx - 5 * d} ${4 + size / 2 + 7} z`, class: 'creature-arrow' });
      const m = moveFrom.get(i + 1);
      if (m && toad === left) {
        paint(pad, ctx, [m], '#f6f8fb');
        target(g, ctx, [m]);
      }
    });
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickToad', left)] : []);
  },
};

// ---- Blue-Red Hackenbush strings: stalks of blue (L) and red (R) edges from the ground up ----
const EDGE = 48;
const stalks = {
  accepts: (pos) => {
    const b = boardOf(pos);
    return b === '-' || (/^[LR]+( [LR]+)*$/.test(b) && b.split(' ').length <= 16 && b.split(' ').every((x) => x.length <= 16));
  },
  draw(box, ctx) {
    const b = boardOf(ctx.position);
    const list = b === '-' ? [] : b.split(' ');
    const tallest = Math.max(1, ...list.map((x) => x.length));
    const gap = 60;
    const width = Math.max(3, list.length) * gap + 20;
    const groundY = tallest * EDGE + 24;
    const s = svg(width, groundY + 30);
    s.classList.add('partizan-board');
    el(s, 'rect', { x: 0, y: groundY, width, height: 8, class: 'ground' });
    const moves = byShape(ctx, 'cut', (s) => `${s.stalk}.${s.edge}`);
    list.forEach((stalk, k) => {
      const x = 10 + gap / 2 + k * gap;
      el(s, 'text', { x, y: groundY + 26, 'text-anchor': 'middle', class: 'board-label small' }, String(k + 1));
      [...stalk].forEach((colour, e) => {
        const y1 = groundY - e * EDGE;
        const y2 = y1 - EDGE;
        const g = el(s, 'g', { class: 'stalk-edge', 'data-stalk': k + 1, 'data-edge': e + 1 });
        const pad = el(g, 'rect', { x: x - PITCH / 2, y: (y1 + y2) / 2 - PITCH / 2, width: PITCH, height: PITCH, rx: 8 });
        el(g, 'line', { x1: x, x2: x, y1, y2, stroke: colour === 'L' ? BLUE : RED, 'stroke-width': 7, 'stroke-linecap': 'round' });
        el(g, 'circle', { cx: x, cy: y2, r: 5, class: 'stalk-node' });
        const m = moves.get(`${k + 1}.${e + 1}`);
        if (m) {
          paint(pad, ctx, [m], 'transparent');
          if (ctx.showValues) pad.setAttribute('fill-opacity', String(0.45 * Number(pad.getAttribute('fill-opacity'))));
          target(g, ctx, [m]);
        } else {
          pad.setAttribute('fill', 'transparent');
        }
      });
    });
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickStalk')] : []);
  },
};

// ---- Cutcake: pieces rows x cols; Left cuts along a vertical line, Right along a horizontal one ----
const UNIT = PITCH;
const cakes = {
  accepts: (pos) => {
    const b = boardOf(pos).split(/\s+/);
    return b.length <= 8 && b.every((p) => /^(\d{1,2})x(\d{1,2})$/.test(p) && p.split('x').every((n) => Number(n) >= 1 && Number(n) <= 10));
  },
  draw(box, ctx) {
    const pieces = boardOf(ctx.position).split(/\s+/).map((p) => p.split('x').map(Number));
    const vertical = leftToMove(ctx);
    const moves = byShape(ctx, 'cut', (s) => `${s.piece}: ${s.into}`);
    const gap = 28;
    const width = pieces.reduce((w, [, c]) => w + c * UNIT + gap, gap);
    const height = Math.max(...pieces.map(([r]) => r)) * UNIT + 2 * gap;
    const s = svg(width, height);
    s.classList.add('partizan-board');
    let x0 = gap;
    const y0 = gap;
    pieces.forEach(([rows, cols], k) => {
      for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) el(s, 'rect', { x: x0 + c * UNIT, y: y0 + r * UNIT, width: UNIT, height: UNIT, class: 'cake' });
      const side = vertical ? cols : rows;
      for (let a = 1; a < side; a++) {
        // a cut and its mirror leave the same pieces: the move names the smaller part first
        const m1 = Math.min(a, side - a);
        const [p1, p2] = vertical ? [`${rows}x${m1}`, `${rows}x${side - m1}`] : [`${m1}x${cols}`, `${side - m1}x${cols}`];
        const m = moves.get(`${rows}x${cols}: ${p1} ${p2}`);
        if (!m) continue;
        const g = el(s, 'g', { class: 'cake-cut', 'data-piece': k + 1, 'data-line': a });
        const pad = vertical
          ? el(g, 'rect', { x: x0 + a * UNIT - PITCH / 2, y: y0 - 6, width: PITCH, height: rows * UNIT + 12, rx: 6 })
          : el(g, 'rect', { x: x0 - 6, y: y0 + a * UNIT - PITCH / 2, width: cols * UNIT + 12, height: PITCH, rx: 6 });
        paint(pad, ctx, [m], 'transparent');
        if (ctx.showValues) pad.setAttribute('fill-opacity', String(0.45 * Number(pad.getAttribute('fill-opacity'))));
        el(g, 'line', vertical
          ? { x1: x0 + a * UNIT, x2: x0 + a * UNIT, y1: y0, y2: y0 + rows * UNIT, class: 'cut-line' }
          : { x1: x0, x2: x0 + cols * UNIT, y1: y0 + a * UNIT, y2: y0 + a * UNIT, class: 'cut-line' });
        target(g, ctx, [m]);
      }
      el(s, 'text', { x: x0, y: height - 8, class: 'board-label small' }, `${rows}x${cols}`);
      x0 += cols * UNIT + gap;
    });
    frame(box, s);
    caption(box, ctx.canMove ? [t('clickCake', vertical)] : []);
  },
};

/** The partizan boards by view kind (GameFamily.view()), joined to the others in viewkinds.js. */
export const PARTIZAN_VIEWS = { dominoes, clobber, toads, stalks, cakes };

/** Forgets a half-made selection (a Clobber stone picked before its capture). */
export function resetPartizan() {
  selectedStone = null;
}

// ---------- what app.js shows of a partizan analysis ----------

/** The player to move in words ("Left (vertical)", "左方（竖放）"), or null for other games. */
export function sideToMove(analysis) {
  return analysis && analysis.cgt ? pick(analysis.cgt, 'mover').text : null;
}

/** Whether a starting position has Right to move (" R", or " @R" for Hackenbush). */
const rightStarts = (family, position) => (family.view === 'stalks' ? /@R\s*$/ : /\s@?R\s*$/).test(String(position));

/**
 * For a partizan family, the players' choices say which side you play: "You play Right
 * (horizontal) against the computer" (hc or ch, depending on who moves first in the position).
 */
export function labelModes(family, position, select) {
  if (!family || !family.players) {
    for (const o of select.options) o.textContent = t(`mode-${o.value}`);
    return;
  }
  const lang = getLang();
  const first = rightStarts(family, position) ? 'right' : 'left';
  const second = first === 'left' ? 'right' : 'left';
  for (const o of select.options) {
    if (o.value === 'hc') o.textContent = t('modeAs', family.players[first][lang], true);
    if (o.value === 'ch') o.textContent = t('modeAs', family.players[second][lang], false);
  }
}

/** The canonical value a listed move leaves, as a small code element (null for other games). */
export function leavesValue(m) {
  if (m.cgt_value === undefined || m.cgt_value === null) return null;
  const span = document.createElement('span');
  span.className = 'cgt-leaves';
  span.append(`${t('cgtLeaves')} `);
  const code = document.createElement('code');
  code.textContent = m.cgt_value;
  span.appendChild(code);
  return span;
}

/** The value card: canonical form, outcome class, temperature, mean, stops and the thermograph. */
export function renderCgt(box, analysis, width) {
  box.textContent = '';
  const cgt = analysis && analysis.cgt;
  box.hidden = !cgt;
  if (!cgt) return;
  const h = document.createElement('h4');
  h.textContent = t('cgtTitle');
  box.appendChild(h);
  const dl = document.createElement('dl');
  dl.className = 'cgt-facts';
  const fact = (key, value, id, words) => {
    const dt = document.createElement('dt');
    dt.textContent = t(key);
    const dd = document.createElement('dd');
    dd.dataset.cgt = id;
    const code = document.createElement('code');
    code.textContent = value;
    dd.appendChild(code);
    if (words) dd.append(' ', setPicked(document.createElement('span'), words));
    dl.append(dt, dd);
  };
  fact('cgtCanonical', cgt.canonical, 'canonical');
  fact('cgtOutcome', cgt.outcome, 'outcome', pick(cgt, 'outcome'));
  fact('cgtTemperature', cgt.temperature, 'temperature');
  fact('cgtMean', cgt.mean, 'mean');
  fact('cgtLeftStop', cgt.left_stop, 'left_stop');
  fact('cgtRightStop', cgt.right_stop, 'right_stop');
  box.appendChild(dl);
  const note = document.createElement('p');
  note.className = 'note';
  note.textContent = t('cgtNote');
  box.appendChild(note);
  const th = document.createElement('h4');
  th.textContent = t('thermoTitle');
  box.appendChild(th);
  const help = document.createElement('p');
  help.className = 'note';
  help.textContent = t('thermoHelp');
  box.appendChild(help);
  // as wide as the card's inside (its padding and border off), when it is laid out
  drawThermograph(box, cgt.thermograph, box.clientWidth > 0 ? box.clientWidth - 28 : width);
}
