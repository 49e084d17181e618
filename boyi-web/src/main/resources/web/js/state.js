// The main page's state and history: the catalogue, the form's game, the game on the board and its
// line of play (play.js, shared with the rule editor), the players, the errors shown, and the
// requests the server refused. The page's parts (form.js, boardview.js, analysis.js, movetable.js,
// history.js, tables.js) draw from it; app.js starts games and wires the page.
import { t, pick, paramLabel, getLang } from './i18n.js';
import { api, ApiError } from './api.js';
import { playLoop, playerAt, isOver } from './play.js';
import { errorText, sentences } from './errors.js';
import { setBusy, hideChooser } from './boardview.js';
import { renderStatus } from './analysis.js';
import { resetViews } from './viewkinds.js';

export { playerAt, isOver };
export const $ = (id) => document.getElementById(id);

export const state = {
  games: [],
  examples: [], // the rule examples (/api/rules/examples), listed under 自定义 / Your own
  ruleGames: new Map(), // rule games checked so far, by id (ruleFamily)
  formGame: null, // the family whose form is shown
  game: null, // the game on the board: {family, params, start}
  mode: 'hc',
  skill: 1,
  showValues: true,
  line: [], // [{position, analysis, move, label, mover, by, blunder}], line[0] = the start (play.js)
  at: 0, // index of the position on the board
  humanAt: null, // a position where a human keeps the turn after the players changed (play.js)
  busy: false,
  busySince: 0,
  token: 0, // bumps on every change, so a pending answer or computer move can see it is stale
  hint: null,
  errors: { 'setup-error': null, 'play-error': null },
};

/** What app.js gives the parts: drawing the whole page, and starting the form's game. */
export const page = { render: () => {}, startGame: () => {} };

export const loop = playLoop(state, {
  play: (position, move) => api.play(apiGame(state.game.family), state.game.params, position, move),
  render: () => page.render(),
  setBusy: (on) => setBusy(on),
  showError: (e) => showError('play-error', e),
  beforeMove: () => {
    hideChooser();
    showError('setup-error', null);
    state.hint = null;
  },
  beforeStep: () => {
    hideChooser();
    state.hint = null;
    resetViews();
  },
  thinking: () => renderStatus(true),
});
export const { isComputer, computerAt, current, canMove, browsing } = loop;

// ---------- players ----------
export const humanPlayer = () => (state.mode === 'ch' ? 2 : 1);
export function nameOf(p) {
  if (state.mode === 'hh') return t(p === 1 ? 'player1' : 'player2');
  return isComputer(p) ? t('computer') : t('you');
}
/** The colour class of a player: you are always blue, the computer orange; two players: 1 blue, 2 orange. */
export const colourOf = (p) => (state.mode === 'hh' ? `p${p}` : isComputer(p) ? 'p2' : 'p1');
/** Who moves at index i of the line, by name and colour (a human keeps a turn the players were changed at). */
export const nameAt = (i) => (computerAt(i) ? t('computer') : state.mode === 'hh' ? t(`player${playerAt(i)}`) : t('you'));
export const colourAt = (i) => (computerAt(i) ? 'p2' : state.mode === 'hh' ? `p${playerAt(i)}` : 'p1');
/** Who made a move of the line, by name and colour: as it was when it was made, whatever the players are now. */
export const moverName = (e) => (e.by ? t(e.by) : nameOf(e.mover));
export const moverColour = (e) => (e.by ? (e.by === 'computer' || e.by === 'player2' ? 'p2' : 'p1') : colourOf(e.mover));
export const family = (id) => state.games.find((g) => g.id === id) || state.ruleGames.get(id);

// ---------- rule games: a rule example or a rule text, played as a family ----------
/** The prefix of a rule example's id on the page (rules:divisor-game); a rule text's id is 'rules'. */
export const RULES = 'rules';
export const isRuleGame = (id) => id === RULES || String(id).startsWith(`${RULES}:`);
/** The game a request names: a catalogue id, or {rules: text} for a rule game. */
export const apiGame = (g) => (g.ruleText !== undefined ? { rules: g.ruleText } : g.id);
/** The id of a rule example on the page. */
export const exampleId = (ex) => `${RULES}:${ex.id}`;

/**
 * A rule game as the page plays a family: the server's check of its text (the shape of an
 * /api/games entry) with the page's id and the text. id is rules:NAME (a rule example) or rules
 * (the given text); checked once per id and text. Rejects with the check's error.
 */
export async function ruleFamily(id, text) {
  const example = id === RULES ? null : state.examples.find((ex) => exampleId(ex) === id);
  const ruleText = example ? example.text : text;
  if (ruleText === undefined || ruleText === null) {
    const name = id.slice(RULES.length + 1);
    throw id === RULES ? new ApiError(400, 'the link names a rule game but carries no rule text (rules=)', '链接指明了规则游戏，却没有带上规则文本（rules=）')
      : new ApiError(400, `there is no rule example named ${name}`, `没有名为 ${name} 的规则示例`);
  }
  const kept = state.ruleGames.get(id);
  if (kept && kept.ruleText === ruleText) return kept;
  const g = { ...(await api.checkRules(ruleText)), id, ruleText };
  state.ruleGames.set(id, g);
  return g;
}

export const picked = (obj, key) => pick(obj, key);

/**
 * Positions the server refused for time (503) or work (422), kept for ten minutes (API.md's rule
 * for the server): asked again, they are refused at once with the same message.
 */
export const REFUSED_FOR_MS = 10 * 60 * 1000;
export const refused = new Map();
export const requestKey = (id, params, position) => JSON.stringify([id, params, position]);
export function refusedBefore(key) {
  const r = refused.get(key);
  if (r && Date.now() - r.at < REFUSED_FOR_MS) return r.e;
  refused.delete(key);
  return null;
}

// ---------- errors: one message per error, in the current language ----------
export function showError(id, e, oldKept = false) {
  state.errors[id] = e ? { e, oldKept } : null;
  renderErrors();
}

export function renderErrors() {
  for (const [id, err] of Object.entries(state.errors)) {
    const node = $(id);
    node.hidden = !err;
    if (!err) {
      node.textContent = '';
      continue;
    }
    const zh = getLang() === 'zh';
    const text = err.oldKept ? sentences(errorText(err.e), t('oldGameKept')) : errorText(err.e);
    node.textContent = zh ? withParamLabels(text) : text;
    if (zh && err.e.status && !err.e.zh && err.e.en) node.dataset.fallback = 'en';
    else delete node.dataset.fallback;
  }
}

/** A Chinese error names a parameter as the form does (参数「取数集合」="0"), not by its id (参数 takes="0"). */
function withParamLabels(text) {
  const g = state.formGame;
  if (!g) return text;
  let out = text;
  for (const p of g.parameters) {
    const label = paramLabel(p);
    if (label === p.name) continue;
    const id = p.name.replace(/[-]/g, '\\-');
    out = out.replace(new RegExp(`参数 "?${id}"?(?=[=\\s：的"]|$)`, 'g'), `参数「${label}」`);
  }
  return out;
}
