// Boards of the partizan games played on a drawn graph: Col and Snort (tap an uncoloured vertex to
// colour it) and Blue-Red Hackenbush pictures (tap one of your edges to cut it). As in views.js,
// a board only draws the position and offers the moves the analysis lists, each target playing the
// one move whose shape names its vertex ({"kind": "colour", "vertex": 3, "colour": "L"}) or edge
// ({"kind": "cut", "edge": 2, "from": 1, "to": 2, "colour": "R"}), counted in the order the
// position writes them; never a move's name.
import { svg, el } from './svg.js';
import { t } from './i18n.js';
import { paint, target, frame, caption, PITCH } from './views.js';
import './partizan-i18n.js';
import './pictures-i18n.js';

const MAX_VERTICES = 64;
const MAX_EDGES = 40;
const GAP = 64; // between neighbouring vertices of a picture: their 44 px targets never overlap
const R = 18; // a vertex's circle

/** The board of a position without the player to move (" L", " R"). */
const withoutMover = (pos) => String(pos).trim().replace(/\s+[LR]$/, '').trim();

/** Whether Left moves at this analysis (the API's "cgt": {"to_move"}). */
const leftToMove = (ctx) => !ctx.analysis.cgt || ctx.analysis.cgt.to_move !== 'right';

/** The listed moves of one shape kind by a number field of their shape. */
function movesBy(ctx, kind, field) {
  return new Map(ctx.analysis.moves.filter((m) => m.shape && m.shape.kind === kind).map((m) => [m.shape[field], m]));
}

// column c (from 0) as in a spreadsheet: a..z, aa, ab... (the cell names of grid boards)
const column = (c) => (c < 26 ? '' : column(Math.floor(c / 26) - 1)) + String.fromCharCode(97 + (c % 26));

// ---- Col and Snort: a grid (rows joined by |, # no vertex) or states then edges i-j ----

/**
 * The graph of a Col or Snort board: vertices {state, name, x, y} in the order the position writes
 * them (a grid's # cells too, as null; x and y in steps between neighbours) and edges [i, j]
 * (0-based), or null when it is no board.
 */
function colouringGraph(pos) {
  const words = withoutMover(pos).split(/\s+/);
  if (words.length === 1) {
    const rows = words[0].split('|');
    if (!rows.every((r) => r.length === rows[0].length && /^[.LR#]+$/.test(r)) || rows.length * rows[0].length > MAX_VERTICES) return null;
    const cols = rows[0].length;
    const vertices = [];
    const edges = [];
    rows.forEach((row, r) => [...row].forEach((ch, c) => {
      const v = r * cols + c;
      vertices.push(ch === '#' ? null : { state: ch, name: `${column(c)}${r + 1}`, x: c, y: r });
      if (ch === '#') return;
      if (c > 0 && row[c - 1] !== '#') edges.push([v - 1, v]);
      if (r > 0 && rows[r - 1][c] !== '#') edges.push([v - cols, v]);
    }));
    return vertices.some(Boolean) ? { vertices, edges } : null;
  }
  const states = words[0];
  if (!/^[.LRlr]+$/.test(states) || states.length > MAX_VERTICES) return null;
  const edges = [];
  for (const w of words.slice(1)) {
    const m = /^(\d{1,2})-(\d{1,2})$/.exec(w);
    const [a, b] = m ? [Number(m[1]) - 1, Number(m[2]) - 1] : [-1, -1];
    if (a < 0 || b < 0 || a >= states.length || b >= states.length || a === b) return null;
    edges.push([a, b]);
  }
  const vertices = [...states].map((ch, v) => ({ state: ch, name: String(v + 1) }));
  placeOnCircles(vertices, edges);
  return { vertices, edges };
}

/**
 * Places the vertices of a graph given as edges, one step between neighbouring places: each
 * connected part a row when it is a path (in its order along the path), else a circle; the parts
 * side by side.
 */
function placeOnCircles(vertices, edges) {
  const near = vertices.map(() => []);
  for (const [a, b] of edges) {
    near[a].push(b);
    near[b].push(a);
  }
  const seen = new Set();
  let x0 = 0;
  for (let start = 0; start < vertices.length; start++) {
    if (seen.has(start)) continue;
    // the part in the order a depth-first search meets it (a cycle goes round in its order)
    const part = [];
    const stack = [start];
    while (stack.length) {
      const v = stack.pop();
      if (seen.has(v)) continue;
      seen.add(v);
      part.push(v);
      for (const w of [...near[v]].reverse()) if (!seen.has(w)) stack.push(w);
    }
    const partEdges = part.reduce((n, v) => n + near[v].length, 0) / 2;
    const end = part.find((v) => near[v].length <= 1);
    if (partEdges === part.length - 1 && part.every((v) => near[v].length <= 2)) {
      // a path: walk it from one end
      const order = [end];
      while (order.length < part.length) order.push(near[order[order.length - 1]].find((w) => !order.includes(w)));
      order.forEach((v, i) => Object.assign(vertices[v], { x: x0 + i, y: 0 }));
      x0 += part.length;
      continue;
    }
    // a circle whose neighbouring places are a step apart
    const radius = Math.max(1, part.length / (2 * Math.PI));
    part.forEach((v, i) => {
      const a = -Math.PI / 2 + (2 * Math.PI * i) / part.length;
      Object.assign(vertices[v], { x: x0 + radius + radius * Math.cos(a), y: radius + radius * Math.sin(a) });
    });
    x0 += 2 * radius + 1;
  }
}

const STATE_CLASS = { '.': 'open', L: 'blue', R: 'red', l: 'left-only', r: 'right-only' };
const TINT = { left: '#d6e4f5', right: '#f5d9d5' };

const colouring = {
  accepts: (pos) => colouringGraph(pos) !== null,
  draw(box, ctx) {
    const { vertices, edges } = colouringGraph(ctx.position);
    const shown = vertices.filter(Boolean);
    const left = Math.min(...shown.map((v) => v.x));
    const top = Math.min(...shown.map((v) => v.y));
    const across = Math.max(...shown.map((v) => v.x)) - left;
    const margin = PITCH / 2 + 6;
    // a step between neighbours: 54 to 72 px, as wide as the card allows (a larger board scrolls)
    const step = Math.max(54, Math.min(72, Math.floor((ctx.width - 2 * margin) / Math.max(1, across))));
    const s = svg(across * step + 2 * margin, (Math.max(...shown.map((v) => v.y)) - top) * step + 2 * margin);
    s.classList.add('partizan-board', 'colouring-board');
    const at = (v) => ({ x: (v.x - left) * step + margin, y: (v.y - top) * step + margin });
    for (const [a, b] of edges) {
      const p = at(vertices[a]);
      const q = at(vertices[b]);
      el(s, 'line', { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: 'colouring-edge' });
    }
    const mover = leftToMove(ctx) ? 'left' : 'right';
    const moves = movesBy(ctx, 'colour', 'vertex');
    vertices.forEach((v, i) => {
      if (!v) return;
      const { x, y } = at(v);
      const g = el(s, 'g', { class: 'colouring-vertex', 'data-vertex': i + 1, 'data-state': v.state });
      const pad = el(g, 'rect', { x: x - PITCH / 2, y: y - PITCH / 2, width: PITCH, height: PITCH, rx: PITCH / 2 });
      // l and r (only Left, only Right may still colour it): a dashed ring of that player's colour
      el(g, 'circle', { cx: x, cy: y, r: R, class: `vertex-disc state-${STATE_CLASS[v.state]}` });
      el(g, 'text', { x, y: y + 4, 'text-anchor': 'middle', class: 'vertex-name' }, v.name);
      const m = moves.get(i + 1);
      // a vertex the player to move may colour is tinted with her colour (or its move's value)
      paint(pad, ctx, m ? [m] : [], m ? TINT[mover] : 'transparent');
      if (m) target(g, ctx, [m]);
    });
    frame(box, s);
    const lines = ctx.canMove ? [t('clickVertex', mover === 'left')] : [];
    if (shown.some((v) => v.state === 'l' || v.state === 'r')) lines.push(t('onlyOneMayColour'));
    caption(box, lines);
  },
};

// ---- Blue-Red Hackenbush pictures: edges a-b:L between numbered vertices, 0 the ground ----

/** The edges of a picture [{a, b, colour}] in the order the position writes them, or null. */
function pictureEdges(pos) {
  const b = withoutMover(pos);
  if (b === '-') return [];
  const words = b.split(/\s+/);
  const edges = words.map((w) => /^(\d{1,4})-(\d{1,4}):([LR])$/.exec(w));
  return words.length <= MAX_EDGES && edges.every(Boolean) ? edges.map((m) => ({ a: Number(m[1]), b: Number(m[2]), colour: m[3] })) : null;
}

/**
 * Where each vertex stands: a tree grown up from the ground (a search from vertex 0, the first
 * edge that reaches a vertex makes it a child), each subtree as wide as its leaves, one row per
 * step from the ground. Edges to the ground stand on the ground right under their upper end.
 */
function placePicture(edges) {
  const near = new Map([[0, []]]);
  for (const { a, b } of edges) {
    if (a === b) continue;
    for (const [u, w] of [[a, b], [b, a]]) {
      if (!near.has(u)) near.set(u, []);
      near.get(u).push(w);
    }
  }
  const children = new Map([[0, []]]);
  const depth = new Map([[0, 0]]);
  const queue = [0];
  for (let i = 0; i < queue.length; i++) {
    for (const w of near.get(queue[i])) {
      if (depth.has(w)) continue;
      depth.set(w, depth.get(queue[i]) + 1);
      children.get(queue[i]).push(w);
      children.set(w, []);
      queue.push(w);
    }
  }
  // leaves from the top of the tree down (children before parents), then x from left to right
  const leaves = new Map();
  for (let i = queue.length - 1; i >= 0; i--) {
    const v = queue[i];
    leaves.set(v, Math.max(1, children.get(v).reduce((n, w) => n + leaves.get(w), 0)));
  }
  const x = new Map([[0, 0]]);
  for (const v of queue) {
    let from = x.get(v) - (leaves.get(v) * GAP) / 2;
    for (const w of children.get(v)) {
      x.set(w, from + (leaves.get(w) * GAP) / 2);
      from += leaves.get(w) * GAP;
    }
  }
  const high = Math.max(0, ...depth.values());
  return { x, depth, high, wide: leaves.get(0) };
}

/** A point of the quadratic curve p-c-q at u (0..1). */
const onCurve = (p, c, q, u) => ({ x: (1 - u) ** 2 * p.x + 2 * u * (1 - u) * c.x + u * u * q.x, y: (1 - u) ** 2 * p.y + 2 * u * (1 - u) * c.y + u * u * q.y });

const ROW = 96; // between the rows of a picture

const picture = {
  accepts: (pos) => pictureEdges(pos) !== null,
  draw(box, ctx) {
    const edges = pictureEdges(ctx.position);
    const { x, depth, high, wide } = placePicture(edges);
    const width = Math.max(3, wide + 1) * GAP;
    // room above the top row for the vertex numbers, or for loops
    const groundY = high * ROW + (edges.some((e) => e.a === e.b) ? 64 : 28);
    const s = svg(width, groundY + 34);
    s.classList.add('partizan-board', 'picture-board');
    const at = (v) => ({ x: width / 2 + x.get(v), y: groundY - depth.get(v) * ROW });
    el(s, 'rect', { x: 0, y: groundY, width, height: 8, class: 'ground' });
    el(s, 'text', { x: 6, y: groundY + 26, class: 'board-label small' }, `0 = ${t('ground')}`);
    const moves = movesBy(ctx, 'cut', 'edge');
    // edges between the same two vertices bow apart; a loop is a teardrop above its vertex
    const copies = new Map();
    const key = ({ a, b }) => `${Math.min(a, b)}-${Math.max(a, b)}`;
    for (const e of edges) copies.set(key(e), (copies.get(key(e)) || 0) + 1);
    const nth = new Map();
    edges.forEach((e, k) => {
      const i = nth.get(key(e)) || 0;
      nth.set(key(e), i + 1);
      const n = copies.get(key(e));
      const off = (i - (n - 1) / 2) * 48;
      // the lower end first; the ground is the point under the upper end
      const [lo, hi] = depth.get(e.a) <= depth.get(e.b) ? [e.a, e.b] : [e.b, e.a];
      const q = at(hi);
      const p = lo === 0 ? { x: q.x, y: groundY } : at(lo);
      let d;
      let h;
      if (e.a === e.b) {
        const side = (i - (n - 1) / 2) * 0.8;
        const tip = { x: p.x + 56 * Math.sin(side), y: p.y - 56 * Math.cos(side) };
        d = `M ${p.x} ${p.y} C ${tip.x - 24} ${tip.y} ${tip.x + 24} ${tip.y} ${p.x} ${p.y}`;
        h = { x: p.x + 44 * Math.sin(side), y: p.y - 44 * Math.cos(side) };
      } else {
        const len = Math.hypot(q.x - p.x, q.y - p.y) || 1;
        const c = { x: (p.x + q.x) / 2 - ((q.y - p.y) / len) * off * 2, y: (p.y + q.y) / 2 + ((q.x - p.x) / len) * off * 2 };
        d = `M ${p.x} ${p.y} Q ${c.x} ${c.y} ${q.x} ${q.y}`;
        // nearer the upper end, so that the targets of edges from one vertex stand apart
        h = onCurve(p, c, q, n > 1 ? 0.5 : 0.6);
      }
      const g = el(s, 'g', { class: 'picture-edge', 'data-edge': k + 1, 'data-colour': e.colour });
      const pad = el(g, 'rect', { x: h.x - PITCH / 2, y: h.y - PITCH / 2, width: PITCH, height: PITCH, rx: PITCH / 2 });
      el(g, 'path', { d, class: `edge-line ${e.colour === 'L' ? 'left' : 'right'}` });
      const m = moves.get(k + 1);
      paint(pad, ctx, m ? [m] : [], 'transparent');
      if (!m) return;
      if (ctx.showValues) pad.setAttribute('fill-opacity', String(0.6 * Number(pad.getAttribute('fill-opacity'))));
      el(g, 'line', { x1: h.x - 8, y1: h.y - 8, x2: h.x + 8, y2: h.y + 8, class: 'cut-mark' });
      el(g, 'line', { x1: h.x - 8, y1: h.y + 8, x2: h.x + 8, y2: h.y - 8, class: 'cut-mark' });
      target(g, ctx, [m]);
    });
    for (const v of x.keys()) {
      if (v === 0) continue;
      const p = at(v);
      el(s, 'circle', { cx: p.x, cy: p.y, r: 6, class: 'stalk-node' });
      // left of the vertex and a little above: edges leave it upwards and to the right
      el(s, 'text', { x: p.x - 9, y: p.y - 5, 'text-anchor': 'end', class: 'board-label small' }, String(v));
    }
    if (edges.length === 0) el(s, 'text', { x: width / 2, y: groundY - 12, 'text-anchor': 'middle', class: 'board-label' }, '∅');
    frame(box, s);
    caption(box, ctx.canMove && moves.size ? [t('clickPictureEdge', leftToMove(ctx))] : []);
  },
};

/** The boards of graphs to colour or cut by view kind (GameFamily.view()), joined to the others in viewkinds.js. */
export const PICTURE_VIEWS = { colouring, picture };
