// The setup form: the game list (filtered as typed), the chosen game's rules, parameter fields
// and position syntax in the page's language, and the parameters typed.
import { t, getLang, setPicked, paramLabel, choiceLabel } from './i18n.js';
import { labelModes } from './partizan.js';
import { resetViews } from './viewkinds.js';
import { $, state, family, picked, page, isRuleGame, ruleFamily, exampleId, showError, RULES } from './state.js';

export function renderGameList() {
  const list = $('game-list');
  const filter = $('game-filter').value.trim().toLowerCase();
  list.textContent = '';
  const select = $('game-select');
  select.textContent = '';
  const zh = getLang() === 'zh';
  const own = document.createElement('optgroup');
  own.label = t('ownGames');
  const entries = [
    ...state.games.map((g) => ({ id: g.id, g, before: zh ? '' : `${g.name_zh} · `, code: g.id, menu: select })),
    ...state.examples.map((g) => ({ id: exampleId(g), g, before: '', code: `rules/${g.file}`, menu: own })),
  ];
  const linked = state.formGame && state.formGame.id === RULES ? state.formGame : null; // a link's own rule text
  if (linked) entries.push({ id: RULES, g: linked, before: t('ruleTextOfLink'), code: '', menu: own });
  let heading = false;
  for (const { id, g, before, code, menu } of entries) {
    const opt = document.createElement('option');
    opt.value = id;
    opt.textContent = zh ? g.name_zh : g.name_en;
    menu.appendChild(opt);
    const text = `${id} ${g.name_zh} ${g.name_en} ${before}${code}`.toLowerCase();
    if (filter && !text.includes(filter)) continue;
    if (menu === own && !heading) {
      heading = true;
      list.appendChild(ownGamesHeading());
    }
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.dataset.game = id;
    b.classList.toggle('active', !!state.formGame && state.formGame.id === id);
    const first = document.createElement('span');
    first.className = 'first';
    first.textContent = zh ? g.name_zh : g.name_en;
    b.append(first, secondLine(before, code));
    b.addEventListener('click', () => selectGame(id));
    li.appendChild(b);
    list.appendChild(li);
  }
  if (own.children.length) select.appendChild(own);
  if (list.children.length === 0) {
    const li = document.createElement('li');
    li.className = 'note';
    li.textContent = t('noGameFound');
    list.appendChild(li);
  }
  if (state.formGame) select.value = state.formGame.id;
}

/**
 * The small line of a game list entry: a game's id or a rule file's path is input syntax (typed in
 * links, the filter and the command line), so it is code in every language; before it, in English,
 * the Chinese name.
 */
function secondLine(before, code) {
  const small = document.createElement('span');
  small.className = 'second';
  small.textContent = before;
  if (code) {
    const c = document.createElement('code');
    c.textContent = code;
    small.appendChild(c);
  }
  return small;
}

/** The heading of the rule examples in the game list, with the way to the rule editor. */
function ownGamesHeading() {
  const li = document.createElement('li');
  li.className = 'group';
  const h = document.createElement('h3');
  h.textContent = t('ownGames');
  const a = document.createElement('a');
  a.href = 'rules.html';
  a.textContent = t('writeOwnGame');
  li.append(h, a);
  return li;
}

/** Fills the form for a family (its example, or the given parameters and position). */
export function fillForm(g, params, position) {
  state.formGame = g;
  renderGameList();
  const fields = $('param-fields');
  fields.textContent = '';
  for (const p of g.parameters) {
    const label = document.createElement('label');
    label.className = 'field';
    const span = document.createElement('span');
    span.className = 'param-name';
    span.dataset.param = p.name;
    const value = params ? params[p.name] ?? p.default ?? '' : (g.example_params && g.example_params[p.name]) ?? p.example ?? p.default ?? '';
    let input;
    if (Array.isArray(p.choices) && p.choices.length > 0) {
      input = document.createElement('select');
      // a value off the list (a link with of=octal:0.6) stays, as one more option
      const listed = value !== '' && !p.choices.includes(value) ? [...p.choices, value] : p.choices;
      for (const c of listed) {
        const o = document.createElement('option');
        o.value = c;
        input.appendChild(o);
      }
      input.value = listed.includes(value) ? value : p.choices[0];
    } else {
      input = document.createElement('input');
      input.value = value;
      input.placeholder = p.default ?? p.example ?? '';
      input.spellcheck = false;
    }
    input.id = `param-${p.name}`;
    input.dataset.param = p.name;
    const small = document.createElement('small');
    small.dataset.param = p.name;
    label.append(span, input, small);
    fields.appendChild(label);
  }
  renderFormTexts();
  const pos = $('position-input');
  pos.value = position ?? g.example;
  pos.rows = Math.min(6, Math.max(1, pos.value.split('\n').length));
}

/** The form's texts in the current language. */
export function renderFormTexts() {
  const g = state.formGame;
  if (!g) return;
  setPicked($('game-rules'), picked(g, 'rules'));
  setPicked($('position-syntax'), picked(g, 'position_syntax'));
  labelModes(g, $('position-input').value, $('mode'));
  for (const span of document.querySelectorAll('#param-fields .param-name')) {
    const p = g.parameters.find((x) => x.name === span.dataset.param);
    if (p) span.textContent = paramLabel(p);
  }
  for (const o of document.querySelectorAll('#param-fields option')) o.textContent = choiceLabel(o.value);
  for (const small of document.querySelectorAll('#param-fields small')) {
    const p = g.parameters.find((x) => x.name === small.dataset.param);
    if (!p) continue;
    const d = picked(p, 'description');
    const extra = p.default !== null && p.default !== undefined ? `（${t('defaultIs', p.default)}）` : '';
    setPicked(small, { text: d.text + (getLang() === 'zh' ? extra : extra.replace('（', ' (').replace('）', ')')), fallback: d.fallback });
  }
}

/** Opens a game of the list (a rule example is checked by the server first). */
export async function selectGame(id) {
  let g = family(id);
  if (!g && isRuleGame(id)) {
    const chosen = ++choices;
    try {
      g = await ruleFamily(id);
    } catch (e) {
      if (chosen === choices) showError('setup-error', e);
      return;
    }
    if (chosen !== choices) return;
  }
  if (!g) return;
  resetViews();
  fillForm(g);
  page.startGame();
}
let choices = 0; // games chosen from the list: a rule example checked after a later choice is dropped

export function readParams() {
  const params = {};
  for (const input of document.querySelectorAll('#param-fields input[data-param], #param-fields select[data-param]')) {
    if (input.value.trim() !== '') params[input.dataset.param] = input.value.trim();
  }
  return params;
}
