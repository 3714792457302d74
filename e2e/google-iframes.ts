import type { BrowserContext } from '@playwright/test';

/**
 * Firebase Auth's popup sign-in talks to its helper iframe (the Auth emulator's /emulator/auth/iframe here)
 * through Google's iframe library, which both pages load from https://apis.google.com/js/api.js. This machine
 * has no internet, so the tests answer that URL with the few calls the two pages make — open the iframe, ping
 * it, register handlers and send messages both ways — carried by postMessage. Everything else is real: the
 * Firebase SDK, the emulator's IdP page in a real popup, its account form, the emulator's sign-in and the API.
 */
const GAPI_STAND_IN = `(() => {
  const KEY = '__gapiStandIn';
  const callbacks = new Map();
  let seq = 0;
  const children = [];
  const toParent = { handlers: {}, pending: [] };
  const post = (win, msg) => win.postMessage({ [KEY]: msg }, '*');
  const deliver = (side, msg, reply) => {
    const handler = side.handlers[msg.name];
    if (handler) reply([handler(msg.data)]);
    else side.pending.push([msg, reply]);
  };
  const register = (side, name, handler) => {
    side.handlers[name] = handler;
    for (const [msg, reply] of side.pending.splice(0)) deliver(side, msg, reply);
  };
  const send = (win, name, data, cb) => {
    const id = String(++seq) + Math.random();
    if (cb) callbacks.set(id, cb);
    post(win, { kind: 'call', id, name, data });
  };
  window.addEventListener('message', (e) => {
    const msg = e.data && e.data[KEY];
    if (!msg) return;
    const child = children.find((c) => c.win === e.source);
    if (msg.kind === 'ping') post(e.source, { kind: 'pong' });
    else if (msg.kind === 'pong') child && child.ready();
    else if (msg.kind === 'reply') {
      const cb = callbacks.get(msg.id);
      callbacks.delete(msg.id);
      // Firebase's webStorageSupport callback throws after it has its answer; the library swallows that.
      try { cb && cb(msg.result); } catch {}
    } else if (msg.kind === 'call') {
      const reply = (result) => post(e.source, { kind: 'reply', id: msg.id, result });
      if (child) deliver(child, msg, reply);
      else if (e.source === window.parent) deliver(toParent, msg, reply);
    }
  });
  const context = {
    open(params, onOpen) {
      const el = document.createElement('iframe');
      el.src = params.url;
      for (const [name, value] of Object.entries(params.attributes || {})) {
        if (name === 'style') Object.assign(el.style, value);
        else el.setAttribute(name, String(value));
      }
      (params.where || document.body).appendChild(el);
      let ready;
      const loaded = new Promise((resolve) => (ready = resolve));
      const child = { win: el.contentWindow, handlers: {}, pending: [], ready };
      children.push(child);
      const iframe = {
        restyle: () => Promise.resolve(),
        ping(cb) {
          const timer = setInterval(() => post(child.win, { kind: 'ping' }), 100);
          return loaded.then(() => {
            clearInterval(timer);
            if (cb) cb();
          });
        },
        register: (name, handler) => register(child, name, handler),
        send: (name, data, cb) => send(child.win, name, data, cb),
      };
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: () => ({
      register: (name, handler) => register(toParent, name, handler),
      send: (name, data, cb) => send(window.parent, name, data, cb),
    }),
  };
  window.gapi = {
    load: (name, opts) => setTimeout(() => opts.callback()),
    iframes: { getContext: () => context, CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {} },
  };
  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  setTimeout(() => {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();`;

/** Google's iframe library answered locally, and the emulator IdP page's CDN styles and scripts refused at once. */
export async function offlineGoogleSignIn(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: GAPI_STAND_IN }),
  );
  await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//, (route) => route.abort());
}
