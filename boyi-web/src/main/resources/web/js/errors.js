// One line per error in the page's language: the server's error_zh / error, else the page's own
// words for the status (with the server's English detail in brackets when no Chinese came back).
import { ApiError } from './api.js';
import { t, getLang } from './i18n.js';

const BY_STATUS = { 400: 'err400', 404: 'err404', 422: 'err422', 503: 'err503' };

export function errorText(e) {
  if (!e) return '';
  const zh = getLang() === 'zh';
  if (e.key) return e.cause ? sentences(t(e.key, ...(e.args || [])), errorText(e.cause)) : t(e.key, ...(e.args || []));
  if (e instanceof ApiError || e.status !== undefined) {
    if (e.status === 0) return t('errNetwork');
    if (zh && e.zh) return shortQuotes(e.zh);
    if (!zh && e.en) return shortQuotes(e.en);
    const base = BY_STATUS[e.status] ? t(BY_STATUS[e.status]) : t('errOther', e.status);
    return zh && e.en ? `${base}（${e.en}）` : base;
  }
  return String(e.message || e);
}

/** An error echoes what was typed: a long echo is cut (a 3,000-character move is not repeated). */
function shortQuotes(text) {
  return String(text).replace(/(["“])([^"”]{60})[^"”]{10,}(["”])/g, '$1$2…$3');
}

/** Two sentences in the page's language: the first ends with its full stop, then the second. */
export function sentences(first, second) {
  const zh = getLang() === 'zh';
  const ended = /[。！？.!?]$/.test(first) ? first : `${first}${zh ? '。' : '.'}`;
  return zh ? `${ended}${second}` : `${ended} ${second}`;
}
