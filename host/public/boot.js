// @ts-check
// Runs before the first paint: theme, language and direction from cookies, so nothing flashes; and starts the
// first requests (files and API calls). Type-checked with the app (tsconfig.json includes it; `@ts-check` above
// checks it as TypeScript's checkJs would) from these JSDoc types; the minifier drops them with the comments.
/**
 * A row of the first-load table the build writes into the document (shared/mf/src/create-config.ts).
 * @typedef {ReturnType<typeof import('../../shared/mf/src/create-config.ts').firstLoadTable>[number]} FirstLoadRow
 * @typedef {import('../../shared/contract/src/canary.ts').RegistryFile} RegistryFile
 * @typedef {{ scripts: { src: string, integrity?: string }[], preload?: { href?: unknown, as?: unknown }[] }} EntryBlock
 * @typedef {{ ok: boolean, status: number, statusText: string, headers: [string, string][], body: string }} EarlyAnswer
 * @typedef {{ createPolicy(name: string, rules: { createScriptURL(url: string): string }): { createScriptURL(url: string): string } }} TrustedTypes
 * @typedef {{ path: string, assets: { js: { sync?: string[] }, css: { sync?: string[] } } }} Exposed
 * @typedef {{ exposes?: Exposed[], metaData?: { remoteEntry?: { path?: string, name: string } } }} Manifest
 */
(function () {
  /** @type {Record<string, string | undefined>} */
  var c = {};
  document.cookie.split('; ').forEach(function (p) {
    var i = p.indexOf('=');
    if (i > 0) c[p.slice(0, i)] = decodeURIComponent(p.slice(i + 1));
  });
  // A page the service worker controls (a repeat visit): the shell, its entry and the remotes' code come from the
  // worker's caches at once, so nothing is gained by asking for them before the first paint, and every request asked
  // and storage opened here is main-thread time before it (each fetch and preload goes through the worker: 50-120 ms
  // of this script's run in a repeat visit of home, measured under load). There, only the largest picture's call
  // starts now; the rest (startRest) starts with the entry, after the frame that shows the picture.
  var sw = /** @type {Partial<Window>} */ (window).navigator;
  var controlled = Boolean(sw && sw.serviceWorker && sw.serviceWorker.controller);
  /** @type {string | null} */
  var canarySeed = null;
  // A first visit's requests and the storage's opening run in tasks of their own, one after another, after this
  // script's: the page's first calls here, then the entry's preloads, the config and registry, the catalogues and the
  // storage. Each fetch, preload and first use of the storage is a call to the browser that waits on its other
  // processes (2-17 ms a group of them on this machine, loaded, for 1-3 ms of script); in one run they made one task
  // of 20-50 ms that held the first paint and that a slowed phone multiplies into a long one. Tasks queued with a
  // zero delay run in the order they were queued.
  /** @param {() => void} run */
  function soon(run) {
    setTimeout(run, 0);
  }
  var storageOpened = false;
  // The session's storage, in a task of its own: each storage's opening waits on the browser's other processes (up to
  // 140 ms on this machine under load).
  function openSession() {
    try {
      void window.sessionStorage.length;
    } catch (e) {
      // Refused, as above.
    }
  }
  // The page's storage, opened before the app's start: its first use is a synchronous call to the browser (5 ms or so
  // here, 25 at worst), which would otherwise fall in the app's start, as the entry runs (the federation runtime reads
  // its debug flag from localStorage) and as the bus starts (it keeps state in sessionStorage).
  function openStorage() {
    if (storageOpened) return;
    storageOpened = true;
    try {
      void window.localStorage.length;
    } catch (e) {
      // Storage the browser refuses (a sandboxed frame, blocked site data): the app copes without it.
    }
    // This browser's canary seed (made and kept on first use) and the versions it loads: a remote's canary where the
    // bucket of (seed, remote, canary) is below the canary's share, else the live one. The same rule as
    // shared/contract/src/canary.ts, which the app uses on the same registry and seed (a test keeps them equal).
    try {
      canarySeed = window.localStorage.getItem('market:shell:canary-seed');
      if (!/^[0-9a-f]{16}$/.test(canarySeed || '')) {
        var bytes = window.crypto.getRandomValues(new Uint8Array(8));
        canarySeed = '';
        for (var b = 0; b < bytes.length; b++) canarySeed += (bytes[b] < 16 ? '0' : '') + bytes[b].toString(16);
        window.localStorage.setItem('market:shell:canary-seed', canarySeed);
        if (window.localStorage.getItem('market:shell:canary-seed') !== canarySeed) canarySeed = null;
      }
    } catch (e) {
      canarySeed = null;
    }
  }
  /** @param {string} key */
  function canaryBucket(key) {
    var h = 0x811c9dc5;
    for (var i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return ((h ^ (h >>> 16)) >>> 0) / 4294967296 * 100;
  }
  /**
   * @param {RegistryFile | null} file
   * @returns {Record<string, string>}
   */
  function chooseVersions(file) {
    /** @type {Record<string, string>} */
    var chosen = {};
    if (!file || typeof file !== 'object') return chosen;
    openStorage();
    for (var name in file) if (name !== 'canaries' && typeof file[name] === 'string') chosen[name] = /** @type {string} */ (file[name]);
    var canaries = file.canaries;
    if (!canarySeed || !canaries || typeof canaries !== 'object') return chosen;
    for (var remote in canaries) {
      var canary = canaries[remote];
      if (chosen[remote] && canary && typeof canary.entry === 'string' && typeof canary.share === 'number' && canary.share > 0 && canary.share < 100 &&
        canaryBucket(canarySeed + '|' + remote + '|' + canary.entry) < canary.share)
        chosen[remote] = canary.entry;
    }
    return chosen;
  }
  var html = document.documentElement;
  var theme = c.theme || (/** @type {Partial<Window>} */ (window).matchMedia && matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
  html.setAttribute('data-theme', theme);
  if (c.locale) html.setAttribute('lang', c.locale);
  if (c.dir === 'rtl' || c.dir === 'ltr') html.setAttribute('dir', c.dir);
  // The prerendered shell is a guest's: a signed-in shopper's or one with an address does not see its guest parts.
  // Signed in: the `user` cookie the shell writes (the session's token is HttpOnly, out of any script's reach).
  if (c.user) html.setAttribute('data-signed-in', '');
  if (c.address) html.setAttribute('data-address', '');
  // What the app fetches first, asked for now instead of after its scripts have downloaded and run: the runtime
  // config, the remotes' registry and the catalogues every page reads (the shell's and the cart button's), in the
  // chosen language. The app's own requests take these answers (same URL, same mode); the registry's answer is
  // handed over as a promise, and names where the cart's live version keeps its catalogue.
  var lng = /^[A-Za-z0-9_-]+$/.test(c.locale || '') ? c.locale : 'en';
  /**
   * @param {string} href
   * @param {string} [as]
   * @param {'high' | 'low'} [priority]
   */
  function preload(href, as, priority) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as || 'fetch';
    // The app's fetch() asks in cors mode; the remotes' scripts and stylesheets are loaded without crossorigin.
    if (link.as === 'fetch') link.crossOrigin = 'anonymous';
    if (priority) link.fetchPriority = priority;
    link.href = href;
    document.head.appendChild(link);
  }
  // The shell's entry. The built documents name its scripts in a data block instead of running them
  // (host/src/prerender/entry.ts), and they are fetched and run here, in order, each in a task of its own: after the
  // frame that shows the prerendered shell, and on a page with a largest picture once that picture has painted, so
  // neither the first paint nor the picture waits behind the entry, nor shares the network with its download; at once
  // after the shell's frame on a page without such a picture or whose picture cannot come; and a second after this
  // script at the latest, so a slow picture (or a hidden tab, which draws no frame) never holds the app back for long.
  // A document without the block (a dev server's) runs its entry itself.
  var ENTRY_DEADLINE_MS = 1000;
  var entryStarted = false;
  var entryWanted = false;
  var shellShown = false;
  /** @type {EntryBlock | null} */
  var entryBlock = null;
  // The block comes after this script in the document: read once the document is parsed.
  /** @returns {EntryBlock} */
  function entry() {
    if (!entryBlock) {
      try {
        entryBlock = JSON.parse((document.getElementById('market-entry') || {}).textContent || 'null');
      } catch (e) {
        entryBlock = null;
      }
      if (!entryBlock || !entryBlock.scripts) entryBlock = { scripts: [], preload: [] };
    }
    return entryBlock;
  }
  // The page's Trusted Types allow a script's address only through a policy: this one makes the entry's, nothing else.
  /** @type {{ createScriptURL(url: string): string } | null} */
  var entryPolicy = null;
  try {
    if (/** @type {Window & { trustedTypes?: TrustedTypes }} */ (window).trustedTypes)
      entryPolicy = /** @type {{ trustedTypes: TrustedTypes }} */ (/** @type {unknown} */ (window)).trustedTypes.createPolicy('market-boot', {
        createScriptURL: function (url) {
          var scripts = entry().scripts;
          for (var i = 0; i < scripts.length; i++) if (url === scripts[i].src && /^\/(?!\/)/.test(url)) return url;
          throw new TypeError('market-boot makes no other script URL');
        },
      });
  } catch (e) {
    entryPolicy = null;
  }
  // What the entry imports at once, asked for with it (at the low priority of a deferred script's download); once.
  var importsPreloaded = false;
  function preloadImports() {
    if (importsPreloaded) return;
    importsPreloaded = true;
    var block = entry();
    for (var p = 0; p < (block.preload || []).length; p++) {
      var item = /** @type {NonNullable<EntryBlock['preload']>} */ (block.preload)[p];
      if (typeof item.href === 'string' && /^\/(?!\/)/.test(item.href)) preload(item.href, item.as === 'style' ? 'style' : 'script', 'low');
    }
  }
  // `now`: the deadline's call, which does not wait for the shell's frame.
  /** @param {unknown} [now] */
  function startEntry(now) {
    if (entryStarted) return;
    if (document.readyState === 'loading') {
      document.addEventListener('readystatechange', function () {
        startEntry(now);
      });
      return;
    }
    if (!shellShown && now !== true) {
      entryWanted = true;
      return;
    }
    entryStarted = true;
    startRest();
    var block = entry();
    preloadImports();
    // Added scripts that are not async run in the order they were added, each in a task of its own, as soon as it and
    // those before it have come.
    for (var i = 0; i < block.scripts.length; i++) {
      var script = document.createElement('script');
      var src = block.scripts[i].src;
      script.src = entryPolicy ? entryPolicy.createScriptURL(src) : src;
      if (block.scripts[i].integrity) script.integrity = /** @type {string} */ (block.scripts[i].integrity);
      script.crossOrigin = 'anonymous';
      script.async = false;
      script.fetchPriority = 'low';
      script.onerror = startFailed;
      document.head.appendChild(script);
    }
  }
  // After the frame that shows the prerendered shell (a frame callback, then a task: the frame has been drawn).
  /** @param {() => void} run */
  function afterFrame(run) {
    (window.requestAnimationFrame || setTimeout)(function () {
      setTimeout(run, 0);
    });
  }
  afterFrame(function () {
    shellShown = true;
    if (entryWanted) startEntry();
  });
  // The entry did not download, or its bytes did not match their integrity: the app cannot start, and the message it
  // would show lives in that very script. So the document's own copy of it, in its language (a <template> the build
  // puts in: host/src/prerender/start-failed-template.ts), takes the inert shell's place, with a button that loads the
  // page again.
  function startFailed() {
    var message = /** @type {HTMLTemplateElement | null} */ (document.getElementById('market-start-failed'));
    var root = document.getElementById('root');
    if (!message || !message.content || !root) return;
    while (root.firstChild) root.removeChild(root.firstChild);
    root.appendChild(message.content.cloneNode(true));
    var retry = root.querySelector('button');
    if (!retry) return;
    retry.addEventListener('click', function () {
      location.reload();
    });
    retry.focus();
  }
  // Whatever happens below, the entry runs by the deadline.
  setTimeout(function () {
    startEntry(true);
  }, ENTRY_DEADLINE_MS);
  // After the frame that shows the picture. The picture is decoded as that frame is drawn, off the main thread, so its
  // load event comes a frame or more before it is on screen. In a page the worker controls, where the page's other
  // requests start with the entry (startRest), it waits for the decoding and for the frame after the one that shows it.
  /** @this {GlobalEventHandlers} */
  function pictureShown() {
    var img = /** @type {Partial<HTMLImageElement> | undefined} */ (this);
    if (!controlled || !img || !img.decode) return afterFrame(startEntry);
    function shown() {
      afterFrame(function () {
        afterFrame(startEntry);
      });
    }
    img.decode().then(shown, shown);
  }
  // The page's largest picture, named by an early answer (the field of its item, or of its first): asked for at once
  // and first, while the scripts that will show it still download. Only a path of this site or an http(s) address.
  /**
   * @param {EarlyAnswer} answer
   * @param {string} field
   */
  function preloadPicture(answer, field) {
    if (!answer.ok) return startEntry();
    var data = JSON.parse(answer.body).data;
    var item = Array.isArray(data) ? data[0] : data;
    var src = item && item[field];
    if (typeof src !== 'string' || !/^(\/(?!\/)|https?:\/\/)/.test(src)) return startEntry();
    preload(src, 'image', 'high');
    paintPicture(src);
  }
  // ...and painted into the prerendered shell's box for it (its skeleton's `data-shell-picture`: the live picture's
  // size and place), so the page's largest paint needs none of the app's scripts; the live page then shows the same
  // picture in the same box. Both of home's layouts have one (boot.css shows the chosen one).
  /** @param {string} src */
  function paintPicture(src) {
    function put() {
      var slots = document.querySelectorAll('.market-shell [data-shell-picture]');
      var painting = false;
      for (var i = 0; i < slots.length; i++) {
        if (slots[i].firstChild) continue;
        var img = document.createElement('img');
        img.alt = '';
        img.fetchPriority = 'high';
        img.onload = img.onerror = pictureShown;
        img.src = src;
        slots[i].appendChild(img);
        painting = true;
      }
      if (!painting) startEntry();
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', put);
    else put();
  }
  // The remote and module that render this page (the data block the build writes into index.html).
  /** @type {FirstLoadRow | null} */
  var first = null;
  try {
    /** @type {FirstLoadRow[]} */
    var rows = JSON.parse((document.getElementById('market-first-load') || {}).textContent || '[]');
    /** @type {Record<string, string>} */
    var params = {};
    for (var i = 0; i < rows.length && !first; i++) {
      var match = new RegExp(rows[i][0]).exec(location.pathname);
      if (match) {
        first = rows[i];
        params = match.groups || {};
      }
    }
  } catch (e) {
    first = null;
  }
  // A page whose largest paint the app draws itself (the shell's generic skeleton, with nothing of the page in it;
  // home and a shop get their picture painted into the shell, checkout its heading) waits for the entry before any of
  // its own content shows. Its scripts are asked for in the tasks right after this script's, instead of after the shell's frame;
  // they still run after that frame (startEntry). Each preload carries the integrity and mode of the script
  // startEntry makes, so each file downloads once. The others keep the network for what their shell paints first.
  // (A document whose block comes after this script gets no preload; nor a page the service worker controls, whose
  // entry comes from its cache.)
  if (!controlled && (!first || first[6] === 'page')) preloadEntry();
  // Each file in a task of its own: a preload's insertion starts its request, a call to the browser (up to 25 ms for
  // the five of them in one task, measured under load).
  function preloadEntry() {
    var early = document.getElementById('market-entry');
    var earlyScripts = early ? entry().scripts : [];
    earlyScripts.forEach(function (script) {
      if (!/^\/(?!\/)/.test(script.src)) return;
      soon(function () {
        // The entry started already (its scripts are asked for): nothing to ask for ahead of it.
        if (entryStarted) return;
        var link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.crossOrigin = 'anonymous';
        if (script.integrity) link.integrity = script.integrity;
        link.fetchPriority = 'low';
        link.href = script.src;
        document.head.appendChild(link);
      });
    });
    if (early)
      soon(function () {
        if (!entryStarted) preloadImports();
      });
  }
  // The page's kind of header: the prerendered shell shows its full header or its back-button one (boot.css).
  html.setAttribute('data-header', (first && first[5]) || 'full');
  // The page's skeleton in the shell (boot.css shows it): home's, a shop's, checkout's or a page's. Home's layout is
  // the one ?v= names, else the settings' ui_type once their answer comes (below): 2, 3 and 4 share the second (as
  // the host's homeLayout).
  html.setAttribute('data-route', (first && first[6]) || 'page');
  var home = Boolean(first && first[6] === 'home');
  /** @param {unknown} value */
  function setHomeLayout(value) {
    var n = Number(value);
    html.setAttribute('data-home-layout', n === 2 || n === 3 || n === 4 ? '2' : '1');
  }
  var layoutParam = /[?&]v=([^&#]*)/.exec(location.search);
  if (home && layoutParam) setHomeLayout(decodeURIComponent(layoutParam[1]));
  // The page's remote: its catalogue, its manifest, then its entry and the module's own files, all asked for while
  // the shell's scripts still download, instead of after the shell has run and read the manifest itself. Its version
  // folder is served immutable, so the federation runtime's own read of the manifest comes from the cache.
  /**
   * @param {Record<string, string>} registry
   * @param {string} remote
   * @param {string} [module]
   */
  function preloadRemote(registry, remote, module) {
    var manifest = registry && registry[remote];
    if (typeof manifest !== 'string' || manifest.charAt(0) !== '/') return;
    var base = manifest.slice(0, manifest.lastIndexOf('/') + 1);
    var catalogue = base + 'locales/' + lng + '/' + remote.replace(/_/g, '-') + '.json';
    if (!module) return preload(catalogue);
    // Only a remote whose manifest answers is preloaded: a preload is taken by the first request for its URL,
    // whatever it answered, so a failed one would still be the answer after the remote recovers (Try again).
    fetch(manifest)
      .then(function (res) {
        return res.ok ? res.json() : null;
      })
      .then(/** @param {Manifest | null} m */ function (m) {
        if (!m) return;
        preload(catalogue);
        var exposed = m && m.exposes && m.exposes.filter(function (e) {
          return e.path === module;
        })[0];
        var entry = m && m.metaData && m.metaData.remoteEntry;
        if (!exposed || !entry) return;
        preload(base + (entry.path ? entry.path.replace(/\/?$/, '/') : '') + entry.name, 'script');
        (exposed.assets.js.sync || []).forEach(function (f) {
          preload(base + f, 'script');
        });
        (exposed.assets.css.sync || []).forEach(function (f) {
          preload(base + f, 'style');
        });
      })
      .catch(function () {});
  }
  if (/** @type {Partial<Window>} */ (window).fetch && window.Promise) {
    // The runtime config, handed over as a promise (it says where the API is), and the API calls this page's first
    // paint makes, as the app's HTTP client would ask them (path, query, then the language; the session's HttpOnly
    // cookie goes with them as with every call). The client takes each answer once, by URL and session, instead of
    // asking again (shared/http/src/early.ts).
    window.__marketEarly = {};
    var signedIn = Boolean(c.user);
    var spreadCalls = true;
    /**
     * @param {string} base
     * @param {boolean} [pictureOnly] true: the largest picture's call alone; false: the others; unset: all.
     */
    var startCalls = function (base, pictureOnly) {
      var headers = { Accept: 'application/json' };
      // The delivery address's point, as the app's client sends it with a call (`:address` in a call).
      var point = '';
      try {
        var address = JSON.parse(c.address || 'null');
        var at = address && address.location;
        if (at && typeof at[0] === 'number' && typeof at[1] === 'number' && isFinite(at[0]) && isFinite(at[1]))
          point = 'address%5Blatitude%5D=' + at[0] + '&address%5Blongitude%5D=' + at[1];
      } catch (e) {
        point = '';
      }
      // The call naming the page's largest picture goes first: the picture waits for its answer, which would
      // otherwise come after the others' (the browser sends six at a time to a server, and the API answers in turn).
      // (Called for a page of the table only.)
      var calls = (/** @type {FirstLoadRow} */ (first)[3] || []).slice();
      var picture = /** @type {FirstLoadRow} */ (first)[4];
      if (picture && calls.indexOf(picture[0]) > 0) calls.unshift(calls.splice(calls.indexOf(picture[0]), 1)[0]);
      var asked = 0;
      calls.forEach(function (call) {
        if (pictureOnly !== undefined && pictureOnly !== Boolean(picture && picture[0] === call)) return;
        // A signed-in shopper's own call, for a guest: it would only be refused.
        if (!signedIn && call.indexOf('dashboard/') === 0) return;
        // On a first visit, the first call (the picture's, where the page has one) in this run and each other in a
        // task of its own after it: a request's start is a call to the browser (1-3 ms each on this machine, quiet).
        if (asked++ === 0 || !spreadCalls) ask(call);
        else
          soon(function () {
            ask(call);
          });
      });
      /** @param {string} call */
      function ask(call) {
        // A page's call names its path's parameters (`rest/shops/:id/products`): this address's segments, as they
        // are (already encoded in the path).
        var path = call
          .replace(/([?&]):address/, function (_all, sep) {
            return point ? sep + point : '';
          })
          .replace(/:([A-Za-z]+)/g, function (all, name) {
            return params[name] === undefined ? all : params[name];
          });
        var url = base + path + (path.indexOf('?') < 0 ? '?' : '&') + 'lang=' + lng;
        // Read whole as it arrives: the client then has each answer at once, so the answers of calls made together
        // reach the page together (one render), not each after its own read.
        var response = fetch(url, { headers: headers }).then(function (res) {
          return res.text().then(function (body) {
            return { ok: res.ok, status: res.status, statusText: res.statusText, headers: Array.from(res.headers), body: body };
          });
        });
        response.catch(function () {}); // one nobody takes fails quietly; the client asks again itself
        /** @type {NonNullable<Window['__marketEarly']>} */ (window.__marketEarly)[url] = { signedIn: signedIn, response: response };
        if (home && !layoutParam && call === 'rest/settings')
          response.then(function (answer) {
            var rows = answer.ok && JSON.parse(answer.body).data;
            for (var i = 0; rows && i < rows.length; i++) if (rows[i] && rows[i].key === 'ui_type') setHomeLayout(rows[i].value);
          }).catch(function () {});
        if (picture && picture[0] === call)
          response.then(function (answer) {
            preloadPicture(answer, /** @type {[string, string]} */ (picture)[1]);
          }).catch(startEntry);
      }
    };
    // They start first, at once against the API's route on this gateway (nginx/policy.ts), without waiting for the
    // config: one round trip fewer before the page's largest picture. A config naming another base (API_BASE_URL)
    // starts them again there; the first answers, under other addresses, are never taken.
    if (first) startCalls('/api/v1/', controlled || undefined);
    // Calls asked again later (at another base, or the rest in a page the worker controls) are in a task already.
    spreadCalls = false;
  }
  var restStarted = false;
  // What the first paint does not need: the page's other calls, the runtime config, the registry and the page's remote,
  // the catalogues. On a first visit in the tasks right after this script's, the catalogues in the one after the config's
  // and registry's (they overlap the entry's download); in a page the worker controls, with the entry (startEntry).
  function startRest() {
    if (restStarted) return;
    restStarted = true;
    if (controlled) {
      openStorage();
      openSession();
    }
    if (!(/** @type {Partial<Window>} */ (window).fetch && window.Promise)) return preloadCatalogues();
    if (first && controlled) startCalls('/api/v1/', false);
    window.__marketConfig = fetch('/config.json').then(function (res) {
      return res.ok ? res.json() : null;
    });
    window.__marketConfig.then(function (config) {
      if (!config || typeof config.apiBaseUrl !== 'string' || !first) return;
      var base = config.apiBaseUrl.replace(/\/+$/, '') + '/';
      // The gateway's API route, where the calls have started already.
      if (base === '/api/v1/') return;
      for (var url in window.__marketEarly) delete window.__marketEarly[url];
      startCalls(base);
    }, function () {});
    window.__marketRegistry = fetch('/mf/remotes.json').then(function (res) {
      if (!res.ok) throw new Error('remotes.json answered ' + res.status);
      return res.json();
    });
    window.__marketRegistry.then(function (file) {
      var registry = chooseVersions(/** @type {RegistryFile | null} */ (file));
      // The cart button's catalogue on every page (its code loads once the page is idle).
      if (!first || first[1] !== 'cart_checkout_group') preloadRemote(registry, 'cart_checkout_group');
      if (first) preloadRemote(registry, first[1], first[2]);
    }, function () {});
    if (controlled) preloadCatalogues();
  }
  // The catalogues every page reads, after the page's calls (the browser sends six requests at a time to a server).
  var cataloguesPreloaded = false;
  function preloadCatalogues() {
    if (cataloguesPreloaded) return;
    cataloguesPreloaded = true;
    ['/locales/' + lng + '/common.json', '/locales/' + lng + '/host.json'].forEach(function (href) {
      preload(href);
    });
  }
  if (!controlled) {
    soon(startRest);
    soon(preloadCatalogues);
    soon(openStorage);
    soon(openSession);
  }
  // A page without a largest picture to wait for runs the entry as soon as the document is parsed.
  if (!(/** @type {Partial<Window>} */ (window).fetch && window.Promise && first && first[4])) startEntry();
})();
