// One line per error in the page's language: the server's error_zh / error, else the page's own
// words for the status (with the server's English detail in brackets when no Chinese came back).
import { ApiError } from './api.js';
import { t, getLang } from './i18n.js';

const BY_STATUS = { 400: 'err400', 404: 'err404', 422: 'err422', 503: 'err503' };

export function errorText(e) {
  if (!e) return '';
  const zh = getLang() === 'zh';
  if (e instanceof ApiError || e.status !== undefined) {
    if (e.status === 0) return t('errNetwork');
    if (zh && e.zh) return e.zh;
    if (!zh && e.en) return e.en;
    const base = BY_STATUS[e.status] ? t(BY_STATUS[e.status]) : t('errOther', e.status);
    return zh && e.en ? `${base}（${e.en}）` : base;
  }
  return String(e.message || e);
}
