// The page: game picker, play (against the computer or two players), analysis, value history and
// tables. Every value shown comes from the server's analysis; the page solves nothing itself and
// knows no game by name: the catalogue (/api/games) says which board to draw. This module starts
// games and wires the page; its parts are state.js (state and history, with play.js's line of
// play), form.js, boardview.js, analysis.js, movetable.js, history.js and tables.js.
import { api, ApiError } from './api.js';
import { t, setLang, getLang, initialLang } from './i18n.js';
import { resetViews } from './viewkinds.js';
import { gameHash, readGameHash, decodeRules } from './url.js';
import { startEntry, entry } from './play.js';
import { $, state, page, loop, current, canMove, browsing, isComputer, playerAt, isOver, family, refused, requestKey,
  refusedBefore, showError, renderErrors, apiGame, isRuleGame, ruleFamily, RULES } from './state.js';
import { renderGameList, fillForm, renderFormTexts, selectGame, readParams } from './form.js';
import { setBusy, renderBoard, hint, hideChooser } from './boardview.js';
import { renderStatus, renderAnalysis } from './analysis.js';
import { typedMove } from './movetable.js';
import { renderHistory } from './history.js';
import { loadTable, drawTable, lastTable } from './tables.js';

/**
 * Starts the game of the form. The old game stays on the board (locked, with progress) until the
 * new one's analysis is back; when it is refused, the old game and its form come back unchanged.
 */
async function startGame(replay = []) {
  const token = ++state.token;
  const g = state.formGame;
  const params = readParams();
  const position = $('position-input').value;
  const mode = $('mode').value;
  hideChooser();
  showError('setup-error', null);
  showError('play-error', null);
  hideShareLine();
  const game = apiGame(g);
  const key = requestKey(game, params, position);
  const before = refusedBefore(key);
  setBusy(!before, replay.length === 0);
  try {
    if (before) throw before;
    let a;
    try {
      a = await api.analyze(game, params, position);
    } catch (e) {
      if (e.status === 503 || e.status === 422) refused.set(key, { e, at: Date.now() });
      throw e;
    }
    if (token !== state.token) return;
    const line = [startEntry(a)];
    let stopped = null; // a link's move that was refused: the game opens up to the move before it
    for (const move of replay) {
      const from = line[line.length - 1];
      let r;
      try {
        r = await api.play(game, params, from.position, move);
      } catch (e) {
        if (token !== state.token) return;
        stopped = { key: 'linkStopped', args: [line.length, move.slice(0, 60)], cause: e };
        break;
      }
      if (token !== state.token) return;
      line.push(entry(from, r, line.length - 1));
    }
    state.game = { family: g, params, start: a.position };
    state.mode = mode;
    state.humanAt = null;
    for (const e of line.slice(1)) e.by = loop.who(e.mover); // a link's moves, by its players
    state.skill = Number($('skill').value);
    state.line = line;
    state.at = line.length - 1;
    state.hint = null;
    resetViews();
    setBusy(false);
    render();
    if (stopped) showError('play-error', stopped);
    loadTable();
    loop.computerTurn();
  } catch (e) {
    if (token !== state.token) return;
    setBusy(false);
    const old = state.game;
    if (old && (e.status !== 400 || old.family.id !== g.id)) {
      // refused or too slow: the form shows the game on the board again
      fillForm(old.family, old.params, old.start);
      $('mode').value = state.mode;
    }
    showError('setup-error', e, !!old);
    render();
  }
}

// ---------- restart and players ----------
/** Back to the start; like Undo, the moves stay for Redo until a different move is played. */
function restart() {
  if (state.busy) return;
  if (!state.game) {
    startGame(); // nothing on the board yet (the setup failed): start from the form
    return;
  }
  loop.goTo(0);
}

/** Players changed mid-game: the same game goes on with the new players (nothing is thrown away). */
function changePlayers() {
  if (!state.game) {
    startGame();
    return;
  }
  state.token++;
  // the turn on the board stays with the human who changed the players; the computer starts on its next turn
  const humanWasToMove = !isComputer(playerAt(state.at));
  state.mode = $('mode').value;
  state.humanAt = humanWasToMove && isComputer(playerAt(state.at)) ? state.at : null;
  resetViews();
  render();
  loop.computerTurn();
}

// ---------- rendering ----------
function render() {
  renderStatus(false);
  renderBoard();
  renderAnalysis();
  renderHistory();
  renderErrors();
  $('undo').disabled = state.busy || loop.undoTarget() < 0;
  $('redo').disabled = state.busy || state.at >= state.line.length - 1;
  $('restart').disabled = state.busy;
  $('hint').disabled = state.busy || !canMove();
  const c = current();
  $('resume').hidden = !(c && (browsing() || state.humanAt === state.at) && !isOver(c.analysis) && isComputer(playerAt(state.at)));
  $('resume').disabled = state.busy;
  if (!state.hint) $('hint-line').hidden = true;
  writeUrl();
}

// ---------- the shareable URL: game, parameters, position, moves, players, language ----------
function writeUrl() {
  if (!state.game) return;
  const hash = gameHash({
    game: state.game.family.id,
    rules: state.game.family.id === RULES ? state.game.family.ruleText : null,
    params: state.game.params,
    position: state.game.start,
    moves: state.line.slice(1, state.at + 1).map((e) => e.move),
    mode: state.mode,
    skill: state.skill,
    values: state.showValues,
    lang: getLang(),
  });
  if (location.hash !== hash) history.replaceState(null, '', hash);
}

const readUrl = () => readGameHash(location.hash);
let openings = 0; // links opened: a rule text's check that comes back after a later link is dropped

/**
 * Opens the game of a link (read before anything rewrites the address), in this tab or a new one;
 * a rule game's text is checked first, and a text that does not check says why in the setup card.
 */
async function openFromUrl(u = readUrl()) {
  const opening = ++openings;
  let g;
  try {
    g = isRuleGame(u.game) ? await ruleFamily(u.game, u.rules === null ? null : decodeRules(u.rules)) : family(u.game) || state.games[0];
  } catch (e) {
    if (opening !== openings) return;
    showError('setup-error', e instanceof ApiError ? e : new ApiError(400, 'the link\'s rule text is not valid base64url UTF-8', '链接中的规则文本不是有效的 base64url UTF-8'));
    return;
  }
  if (!g || opening !== openings) return;
  if (['hc', 'ch', 'hh'].includes(u.mode)) $('mode').value = u.mode;
  if (u.skill !== null && [...$('skill').options].some((o) => o.value === u.skill)) {
    $('skill').value = u.skill;
    state.skill = Number(u.skill);
  }
  if (u.values !== null) setShowValues(u.values);
  const known = g.id === u.game;
  fillForm(g, known && Object.keys(u.params).length ? u.params : null, known && u.pos !== null ? u.pos : undefined);
  startGame(known ? u.moves : []);
}

/** The share line names the link of the game it was asked for: another game takes it away. */
function hideShareLine() {
  const line = $('share-line');
  line.hidden = true;
  line.textContent = '';
}

async function share() {
  writeUrl();
  const line = $('share-line');
  line.hidden = false;
  try {
    await navigator.clipboard.writeText(location.href);
    line.textContent = `${t('copied')} ${location.href}`;
  } catch (e) {
    line.textContent = `${t('copyThis')} ${location.href}`;
  }
}

// ---------- wiring ----------
function relabel() {
  renderGameList();
  renderFormTexts();
  document.querySelectorAll('.colon').forEach((c) => { c.textContent = t('colon'); });
  if (state.game) {
    render();
    if (lastTable && !$('tables').hidden) drawTable(lastTable);
  }
  renderErrors();
  if (state.hint) hint();
}

function wire() {
  for (const b of document.querySelectorAll('[data-lang]')) {
    b.addEventListener('click', () => {
      setLang(b.dataset.lang);
      relabel();
    });
  }
  $('game-filter').addEventListener('input', renderGameList);
  $('game-select').addEventListener('change', (e) => selectGame(e.target.value));
  window.addEventListener('hashchange', (ev) => {
    // a pasted link, read from the event: an answer for the old game that came in before this
    // handler ran has rewritten the address to the old game already (and relabelling would too)
    const u = readGameHash(new URL(ev.newURL).hash);
    if (u.lang && u.lang !== getLang()) {
      setLang(u.lang);
      relabel();
    }
    openFromUrl(u);
  });
  $('setup-form').addEventListener('submit', (e) => {
    e.preventDefault();
    startGame();
    // the board is far above the form (1,300 px on a phone): the new game shows where it starts
    $('play').scrollIntoView({ behavior: 'smooth', block: 'start' });
  });
  $('mode').addEventListener('change', changePlayers);
  $('position-input').addEventListener('input', renderFormTexts);
  $('resume').addEventListener('click', () => loop.computerTurn(true));
  $('skill').addEventListener('change', () => { state.skill = Number($('skill').value); });
  $('skip').addEventListener('click', (e) => {
    // not a link to #board: the address holds the game, and changing it would open another
    e.preventDefault();
    const first = $('board').querySelector('.target');
    if (first) first.focus();
    else $('move-input').focus();
  });
  $('undo').addEventListener('click', loop.undo);
  $('redo').addEventListener('click', loop.redo);
  $('restart').addEventListener('click', restart);
  $('hint').addEventListener('click', hint);
  $('share').addEventListener('click', share);
  $('show-analysis').addEventListener('change', (e) => {
    setShowValues(e.target.checked);
    remember(VALUES_KEY, e.target.checked ? 'on' : 'off');
    render();
    loadTable();
  });
  $('typed-move').addEventListener('submit', (e) => {
    e.preventDefault();
    const m = $('move-input').value.trim();
    if (m && canMove()) {
      $('move-input').value = '';
      loop.playMove(typedMove(m, current().analysis));
    }
  });
  $('table-form').addEventListener('submit', (e) => {
    e.preventDefault();
    loadTable();
  });
  document.addEventListener('click', (e) => {
    if (!$('chooser').contains(e.target)) hideChooser();
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape') hideChooser(true);
    if (e.target.matches('input, textarea, select')) return;
    if ((e.ctrlKey || e.metaKey) && e.key === 'z') loop.undo();
    if ((e.ctrlKey || e.metaKey) && e.key === 'y') loop.redo();
  });
  let resize = null;
  window.addEventListener('resize', () => {
    clearTimeout(resize);
    resize = setTimeout(() => {
      if (state.game) {
        renderBoard();
        renderHistory();
        if (lastTable && !$('tables').hidden) drawTable(lastTable);
      }
    }, 150);
  });
}

/** A choice that sticks in this browser (values off, for a class), when storage is allowed. */
const VALUES_KEY = 'boyi.values';
function remember(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch (e) {
    // storage refused (private mode): the choice lasts for this page only
  }
}
function remembered(key) {
  try {
    return localStorage.getItem(key);
  } catch (e) {
    return null;
  }
}

function setShowValues(on) {
  state.showValues = on;
  $('show-analysis').checked = on;
}

async function main() {
  page.render = render;
  page.startGame = startGame;
  // 自定义游戏 / Your own game (issue 18): #rules or #rules=<text> opens the rule editor
  if (location.hash.startsWith('#rules')) return location.replace(`rules.html${location.hash.replace(/^#rules(&|$)/, '#')}`);
  setLang(initialLang(readUrl().lang));
  if (remembered(VALUES_KEY) === 'off') setShowValues(false);
  document.querySelectorAll('.colon').forEach((c) => { c.textContent = t('colon'); });
  wire();
  try {
    // the rule examples only name the games of 自定义 / Your own: a failure leaves the list without them
    [state.games, state.examples] = await Promise.all([api.games(), api.ruleExamples().catch(() => [])]);
  } catch (e) {
    showError('setup-error', e);
    return;
  }
  renderGameList();
  openFromUrl();
}

main();
