// remote-bindings.js — binds a page to a feature's store on the server, by attributes only.
//
// The page names its socket with <meta name="remote-bindings-socket" content="/ws?token=…">
// (relative to the page's host) and loads this script with <script src="…" defer>. Everything
// else is said by attributes; paths inside a row template are relative to the row:
//
//   data-bind="path"        two-way: input (text, search, email, number, range, checkbox, radio),
//                           select, textarea. Text-like inputs send 150 ms after the last
//                           keystroke, on Enter and on blur; the others at once on change.
//   data-text="path"        textContent = the value (strings as is, null → "", others as JSON).
//   data-show / data-hide   the element is hidden unless / when the value is truthy (true, a
//                           non-empty string or array, a non-zero number, an object).
//   data-attr="name:path,…" sets attributes (class, title, disabled, data-*, aria-* only).
//   data-count="path"       the character count of the input bound to path, "/maxlength" if any.
//   data-send="action"      on a button (click) or a form (submit): sends the action, with the
//                           JSON in data-value as its value if there is one, after every pending
//                           field edit.
//   data-escape="action"    on an element: Escape sends the action while the element is shown.
//   <template data-rows="rows">   one clone per row id of the server's "rows" message, inserted
//                           before the template, its root element marked data-row-id.
//   [data-errors]           the last refusals, as list items; [data-connection]: the connection.
// A dotted path reaches into an object value when no field has that exact name: "alert.title".
//
// Messages (JSON text): the page sends {"field", "value", "seq"} and {"action", "value"?, "seq"};
// the server sends {"field", "value", "seq"?}, {"rows", "ids"}, {"action", "seq"} (an action's
// answer) and {"error", "field"?, "action"?, "seq"?}. The rules that keep the user's edits:
// - every message of the page has a new seq; an update whose seq is older than the page's last
//   message for its path is stale and ignored, so an old echo never undoes newer typing;
// - a text input that has focus, or an edit waiting to be sent, is never written: the server's
//   value is shown when it loses focus. (Checkboxes, radios and selects send at once, so the
//   server's answer is shown at once.) Changes caused by an action of the page (clearing the new
//   todo's title after "add") are shown in the focused input unless it was edited since;
// - a refused edit shows the server's value again;
// - when the connection drops the page reconnects (250 ms … 4 s, at most 12 tries) and sends
//   again the top-level fields it sent before and the row fields that weren't answered, with
//   the actions sent before the drop and not answered (at most 64), each after the field edits
//   it followed, as they were then; then the actions sent while it was disconnected (at most
//   20), in order. An action sent again keeps its seq and is marked "again": true, and the
//   socket's URL names their seqs (&again=8,9), so that the server applies it only if no earlier
//   connection did.
// Messages with a "type" go to `document` as a "remote-bindings:message" CustomEvent; connection
// changes as "remote-bindings:connection" (detail: connecting, connected, reconnecting or
// disconnected), refusals as "remote-bindings:error" (detail: the text). No eval, and no HTML
// from the server: only text and attributes are written.
'use strict';

(() => {
  const DEBOUNCE_MS = 150;
  const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000];
  const MAX_RECONNECT_ATTEMPTS = 12;
  const MAX_QUEUED_ACTIONS = 20;
  const MAX_ACTIONS_SENT_AGAIN = 64;
  const MAX_TRIES_SENT_AGAIN = 3;
  const MAX_LOG = 1000;
  const MAX_ERRORS_SHOWN = 5;
  const MAX_WRITES_KEPT = 500;
  const ALLOWED_ATTRIBUTE = /^(class|title|disabled|data-[\w-]+|aria-[\w-]+)$/;
  const TEXT_TYPES = new Set(['text', 'search', 'email', 'number', 'range', 'tel', 'url', 'password']);

  const meta = document.querySelector('meta[name="remote-bindings-socket"]');
  const socketURL = new URL(meta ? meta.content : '/ws', location.href);
  if (socketURL.protocol === 'http:') socketURL.protocol = 'ws:';
  if (socketURL.protocol === 'https:') socketURL.protocol = 'wss:';

  // This load of the page: a tab restored from the cache may hold the same token as another.
  const instance = [...crypto.getRandomValues(new Uint8Array(8))]
    .map((byte) => byte.toString(16).padStart(2, '0')).join('');

  const page = {
    socket: null,
    opened: 0, // connections opened so far
    closing: false, // the page is going away: don't reconnect
    reconnectAttempts: 0,
    nextSeq: 1,
    lastClose: null, // {code, reason} of the last connection that closed
    actionsInFlight: new Map(), // seq → {path, value}: actions sent on this connection, not answered yet
    unanswered: [], // actions in flight when a connection dropped, {seq, path, value}: sent again
    // What the page sent since no action was in flight, in order ({kind, path, value, seq}), and
    // the top-level fields' values before it: an action sent again follows the fields it followed.
    log: [],
    base: new Map(),
    queuedActions: [], // actions sent while disconnected, {path, value}: sent once connected
  };
  const sent = new Map(); // path → {seq, value}: the page's last message for a field
  const server = new Map(); // path → {seq, value}: the server's last value accepted
  const timers = new Map(); // path → debounce timer of a text-like field
  const actionsSent = new Map(); // action path → seq of the page's last message for it
  const actionsAnswered = new Map(); // action path → seq of the last answer or refusal
  const stats = { staleIgnored: 0, refusals: 0, messagesSent: 0, messagesReceived: 0, actionsSentAgain: 0, writes: [] };

  // What is bound, indexed by full path. A view is {element, kind, paths, attribute?}.
  const inputs = new Map(); // path → Set of bound elements
  const views = new Map(); // path or a dotted prefix of it → Set of views
  const counts = new Map(); // path → Set of [data-count] elements
  const rows = new Map(); // rows path → Set of {template, prefix, clones: Map id → clone}
  const rowIDs = new Map(); // rows path → the last ids the server sent
  const boundPath = new WeakMap(); // element → its full path (data-bind)
  const sendPath = new WeakMap(); // element → its full action path (data-send)
  const escapes = new Map(); // element → its full action path (data-escape)
  const errorLists = [];
  const connectionViews = [...document.querySelectorAll('[data-connection]')];

  // Paths and values

  // The prefixes of a path at its dots outside brackets, longest first: "a.b.c" → ["a.b", "a"].
  function prefixes(path) {
    const result = [];
    let depth = 0;
    for (let index = 0; index < path.length; index += 1) {
      const character = path[index];
      if (character === '[') depth += 1;
      else if (character === ']') depth = Math.max(0, depth - 1);
      else if (character === '.' && depth === 0) result.unshift(path.slice(0, index));
    }
    return result;
  }

  // The server's value at a path: a field's value, or a member of an object field's value.
  function resolve(path) {
    if (server.has(path)) return server.get(path).value;
    for (const base of prefixes(path)) {
      if (!server.has(base)) continue;
      let value = server.get(base).value;
      for (const member of path.slice(base.length + 1).split('.')) {
        if (value === null || typeof value !== 'object' || !Object.hasOwn(value, member)) {
          return undefined;
        }
        value = value[member];
      }
      return value;
    }
    return undefined;
  }

  const isTruthy = (value) =>
    Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== false && value !== '' && value !== 0;
  const asText = (value) =>
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);
  const isTextLike = (element) =>
    element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && TEXT_TYPES.has(element.type));
  const isVisible = (element) =>
    element.isConnected &&
    (element.checkVisibility ? element.checkVisibility() : element.getClientRects().length > 0);

  // Binding elements to paths

  function addTo(map, key, item) {
    if (!map.has(key)) map.set(key, new Set());
    map.get(key).add(item);
  }

  // Indexes a view under its paths and their dotted prefixes, shows it, and returns how to
  // drop it from the index.
  function addView(view) {
    const keys = view.paths.flatMap((path) => [path, ...prefixes(path)]);
    for (const key of keys) addTo(views, key, view);
    renderView(view, true);
    return () => {
      for (const key of keys) {
        const set = views.get(key);
        set?.delete(view);
        if (set?.size === 0) views.delete(key);
      }
    };
  }

  // Binds `root` and the elements in it, their paths prefixed with `prefix` (a row's
  // "todos[id:3]." or ""). Returns what to unbind when the row goes away.
  function bind(root, prefix) {
    const undo = [];
    const selector =
      '[data-bind],[data-text],[data-show],[data-hide],[data-attr],[data-count],[data-send],' +
      '[data-escape],[data-errors],template[data-rows]';
    const elements = [...root.querySelectorAll(selector)];
    if (root.matches?.(selector)) elements.unshift(root);
    for (const element of elements) {
      const data = element.dataset;
      if (data.bind !== undefined) {
        const path = prefix + data.bind;
        boundPath.set(element, path);
        addTo(inputs, path, element);
        undo.push(() => {
          inputs.get(path)?.delete(element);
          if (inputs.get(path)?.size === 0) inputs.delete(path);
        });
        if (server.has(path)) writeElement(element, path, server.get(path).value);
      }
      if (data.text !== undefined) undo.push(addView({ element, kind: 'text', paths: [prefix + data.text] }));
      if (data.show !== undefined || data.hide !== undefined) {
        const show = data.show === undefined ? null : prefix + data.show;
        const hide = data.hide === undefined ? null : prefix + data.hide;
        undo.push(addView({ element, kind: 'visibility', show, hide, paths: [show, hide].filter(Boolean) }));
      }
      if (data.attr !== undefined) {
        for (const pair of data.attr.split(',')) {
          const colon = pair.indexOf(':');
          const attribute = pair.slice(0, colon).trim();
          if (colon < 0 || !ALLOWED_ATTRIBUTE.test(attribute)) {
            console.warn(`remote-bindings: data-attr "${pair}" ignored: only class, title, disabled, data-* and aria-* can be set`);
            continue;
          }
          const path = prefix + pair.slice(colon + 1).trim();
          undo.push(addView({ element, kind: 'attribute', attribute, paths: [path] }));
        }
      }
      if (data.count !== undefined) {
        const path = prefix + data.count;
        addTo(counts, path, element);
        undo.push(() => counts.get(path)?.delete(element));
        updateCount(path);
      }
      if (data.send !== undefined) sendPath.set(element, prefix + data.send);
      if (data.escape !== undefined) {
        escapes.set(element, prefix + data.escape);
        undo.push(() => escapes.delete(element));
      }
      if (data.errors !== undefined && prefix === '') {
        errorLists.push({ box: element, list: element.matches('ul,ol') ? element : element.querySelector('ul,ol') || element });
      }
      if (element.tagName === 'TEMPLATE' && data.rows !== undefined) {
        const rowsPath = prefix + data.rows;
        const list = { template: element, prefix: rowsPath, clones: new Map() };
        addTo(rows, rowsPath, list);
        undo.push(() => {
          rows.get(rowsPath)?.delete(list);
          for (const clone of list.clones.values()) clone.unbind();
        });
        if (rowIDs.has(rowsPath)) showRows(list, rowIDs.get(rowsPath));
      }
    }
    return () => undo.forEach((step) => step());
  }

  // Showing the server's values

  function renderView(view, initial = false) {
    const { element } = view;
    if (view.kind === 'text') {
      const text = asText(resolve(view.paths[0]));
      if (element.textContent !== text) element.textContent = text;
    } else if (view.kind === 'visibility') {
      const shown =
        (view.show === null || isTruthy(resolve(view.show))) &&
        (view.hide === null || !isTruthy(resolve(view.hide)));
      if (element.hidden === !shown) return;
      element.hidden = !shown;
      if (shown && !initial) {
        const target = element.matches('[autofocus]') ? element : element.querySelector('[autofocus]');
        if (target && isVisible(target)) target.focus();
      }
    } else {
      const value = resolve(view.paths[0]);
      if (value === null || value === undefined || value === false) {
        element.removeAttribute(view.attribute);
      } else {
        element.setAttribute(view.attribute, value === true && !view.attribute.startsWith('aria-') ? '' : asText(value));
      }
    }
  }

  function readValue(path, element) {
    if (element.type === 'checkbox') return element.checked;
    if (element.type === 'radio') {
      const checked = [...(inputs.get(path) || [])].find((radio) => radio.type === 'radio' && radio.checked);
      return checked ? checked.value : null;
    }
    if (element.tagName === 'SELECT' && element.multiple) {
      return [...element.selectedOptions].map((option) => option.value);
    }
    if (element.type === 'number' || element.type === 'range') {
      return element.value === '' || Number.isNaN(Number(element.value)) ? null : Number(element.value);
    }
    return element.value;
  }

  function writeElement(element, path, value) {
    if (element.type === 'checkbox') {
      if (element.checked === (value === true)) return;
      element.checked = value === true;
    } else if (element.type === 'radio') {
      if (element.checked === (element.value === asText(value))) return;
      element.checked = element.value === asText(value);
    } else if (element.tagName === 'SELECT' && element.multiple) {
      const chosen = new Set(Array.isArray(value) ? value.map(asText) : []);
      for (const option of element.options) option.selected = chosen.has(option.value);
    } else {
      if (element.value === asText(value)) return;
      element.value = asText(value);
    }
    stats.writes.push({ field: path, value });
    if (stats.writes.length > MAX_WRITES_KEPT) stats.writes.shift();
    updateCount(path);
  }

  // Shows the server's value of a field in its inputs, unless it doesn't answer the page's last
  // message for the field, or an edit is waiting to be sent, or (text-like inputs) the input has
  // focus — then it's shown later, when that is over.
  function showServerValue(path, causedByAction = false) {
    const value = server.get(path);
    const last = sent.get(path);
    if (value === undefined || timers.has(path) || (last !== undefined && value.seq < last.seq)) return;
    for (const element of inputs.get(path) || []) {
      if (isTextLike(element) && document.activeElement === element && !causedByAction) continue;
      writeElement(element, path, value.value);
    }
  }

  function updateCount(path) {
    const elements = counts.get(path);
    if (!elements || elements.size === 0) return;
    const input = [...(inputs.get(path) || [])][0];
    const length = input ? [...input.value].length : 0;
    const text = input && input.maxLength > 0 ? `${length}/${input.maxLength}` : String(length);
    for (const element of elements) element.textContent = text;
  }

  // Sending

  function isOpen() {
    return page.socket !== null && page.socket.readyState === WebSocket.OPEN;
  }

  function transmit(message) {
    if (!isOpen()) return false;
    page.socket.send(JSON.stringify(message));
    stats.messagesSent += 1;
    return true;
  }

  // Whether the page's last message for a field sent this value and the server didn't answer it
  // with another (the reducer may undo a write).
  function alreadySent(path, value) {
    const last = sent.get(path);
    if (last === undefined || !same(last.value, value)) return false;
    const answer = server.get(path);
    return answer === undefined || answer.seq < last.seq || same(answer.value, value);
  }

  // Sends a field's value as `element` shows it, unless it was sent already; `force` sends it
  // anyway. Returns whether it was sent.
  function sendField(path, element, force = false) {
    clearTimeout(timers.get(path));
    timers.delete(path);
    const value = element ? readValue(path, element) : sent.get(path)?.value;
    if (!force && alreadySent(path, value)) return false;
    sendFieldValue(path, value);
    return true;
  }

  // Sends a value of a field: as the page shows it, or as it was at some point of the log
  // (replayed after a reconnection).
  function sendFieldValue(path, value) {
    const seq = page.nextSeq++;
    sent.set(path, { seq, value });
    if (transmit({ field: path, value, seq })) logSent({ kind: 'field', path, value, seq });
  }

  function logSent(entry) {
    page.log.push(entry);
    if (page.log.length > MAX_LOG) foldLog(true);
  }

  // The value of a top-level field the server has, as far as the page knows: its answer when it
  // answered the page's last message for it (an action may have changed it since), else what the
  // page sent.
  function serverHas(path) {
    const last = sent.get(path);
    const answer = server.get(path);
    return answer !== undefined && (last === undefined || answer.seq >= last.seq) ? answer.value : last?.value;
  }

  // Folds the log, up to its first action in flight (all of it when none is, and past actions in
  // flight when it is too long), into the fields' base values: what the server had then.
  function foldLog(force = false) {
    let end = page.log.findIndex((entry) => entry.kind === 'action' && page.actionsInFlight.has(entry.seq));
    if (end < 0) end = page.log.length;
    if (force && page.log.length > MAX_LOG) end = Math.max(end, page.log.length - MAX_LOG);
    foldIntoBase(page.log.splice(0, end));
  }

  // Adds the top-level fields of log entries to the base, then makes every base value what the
  // server has.
  function foldIntoBase(entries) {
    for (const entry of entries) {
      if (entry.kind === 'field' && !entry.path.includes('[')) page.base.set(entry.path, undefined);
    }
    for (const path of page.base.keys()) page.base.set(path, serverHas(path));
  }

  function flushPendingFields() {
    for (const path of [...timers.keys()]) {
      const element = [...(inputs.get(path) || [])].find(isTextLike);
      sendField(path, element);
    }
  }

  function sendAction(path, element) {
    let value;
    const payload = element?.getAttribute('data-value');
    if (payload !== null && payload !== undefined) {
      try {
        value = JSON.parse(payload);
      } catch {
        showError(`The data-value of "${path}" isn’t JSON; the action wasn’t sent.`);
        return false;
      }
    }
    flushPendingFields();
    if (isOpen()) return transmitAction(path, value);
    // Sent once the page is connected again, after the fields edited meanwhile.
    if (page.closing || page.queuedActions.length >= MAX_QUEUED_ACTIONS) {
      showError(`Not connected: “${path}” wasn’t sent.`);
      return false;
    }
    page.queuedActions.push({ path, value });
    return true;
  }

  // Sends an action; `again` is the seq of an action sent before the connection dropped.
  function transmitAction(path, value, again, tries = 0) {
    const seq = again ?? page.nextSeq++;
    const message = value === undefined ? { action: path, seq } : { action: path, value, seq };
    if (again !== undefined) message.again = true;
    if (!transmit(message)) return false;
    if (again !== undefined) stats.actionsSentAgain += 1;
    if (seq > (actionsSent.get(path) ?? -1)) actionsSent.set(path, seq);
    page.actionsInFlight.set(seq, { path, value, tries });
    logSent({ kind: 'action', path, value, seq });
    return true;
  }

  // What the person does

  document.addEventListener('input', (event) => {
    const path = boundPath.get(event.target);
    if (path === undefined || !isTextLike(event.target)) return;
    updateCount(path);
    clearTimeout(timers.get(path));
    timers.set(path, setTimeout(() => sendField(path, event.target), DEBOUNCE_MS));
  });

  document.addEventListener('change', (event) => {
    const path = boundPath.get(event.target);
    if (path !== undefined) sendField(path, event.target);
  });

  document.addEventListener('focusout', (event) => {
    const path = boundPath.get(event.target);
    if (path === undefined || !event.target.isConnected) return; // A row that went away.
    // Leaving a text field sends what is typed at once; otherwise the server's value is shown.
    if (!isTextLike(event.target) || !sendField(path, event.target)) showServerValue(path);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target.tagName === 'INPUT') {
      const path = boundPath.get(event.target);
      if (path !== undefined && isTextLike(event.target)) sendField(path, event.target);
      // A form's submission (implicit on Enter) is handled below.
    } else if (event.key === 'Escape') {
      // The shown element with data-escape that holds the focus, else the last one shown.
      const shown = [...escapes.keys()].filter(isVisible);
      const target = shown.find((element) => element.contains(event.target)) || shown[shown.length - 1];
      if (target === undefined) return;
      event.preventDefault();
      sendAction(escapes.get(target), target);
    }
  });

  document.addEventListener('click', (event) => {
    const element = event.target.closest?.('[data-send]');
    if (!element || element.tagName === 'FORM' || !sendPath.has(element)) return;
    event.preventDefault(); // A data-send button doesn't also submit its form.
    sendAction(sendPath.get(element), element);
  });

  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!sendPath.has(form) && !form.querySelector('[data-bind]')) return;
    event.preventDefault(); // The store is the form's only destination.
    if (sendPath.has(form)) sendAction(sendPath.get(form), form);
  });

  // What the server says

  function showError(text) {
    for (const { box, list } of errorLists) {
      const item = document.createElement('li');
      item.textContent = text;
      list.append(item);
      while (list.children.length > MAX_ERRORS_SHOWN) list.firstElementChild.remove();
      box.hidden = false;
    }
    document.dispatchEvent(new CustomEvent('remote-bindings:error', { detail: text }));
  }

  function receiveField(message) {
    const path = message.field;
    const seq = Number.isInteger(message.seq) ? message.seq : 0;
    const last = sent.get(path);
    if (last !== undefined && seq < last.seq) {
      stats.staleIgnored += 1;
      return;
    }
    server.set(path, { seq, value: message.value === undefined ? null : message.value });
    if (page.log.length === 0 && page.base.has(path)) page.base.set(path, serverHas(path));
    showServerValue(path, page.actionsInFlight.size > 0);
    for (const view of views.get(path) || []) renderView(view);
  }

  // Drops what the page knows of the rows under `rowPrefix` ("todos[id:3]"): the row is gone.
  function forgetRow(rowPrefix) {
    const gone = (path) => path.startsWith(rowPrefix + '.') || path.startsWith(rowPrefix + '[');
    for (const map of [sent, server, actionsSent, actionsAnswered, rowIDs]) {
      for (const path of [...map.keys()]) if (gone(path)) map.delete(path);
    }
    for (const path of [...timers.keys()]) {
      if (gone(path)) {
        clearTimeout(timers.get(path));
        timers.delete(path);
      }
    }
  }

  // Makes the clones of a rows template match the server's ids, in order, moving only what must.
  function showRows(list, ids) {
    const wanted = new Set(ids);
    for (const [id, clone] of list.clones) {
      if (wanted.has(id)) continue;
      clone.unbind();
      clone.root.remove();
      list.clones.delete(id);
    }
    let next = list.template;
    for (let index = ids.length - 1; index >= 0; index -= 1) {
      const id = ids[index];
      let clone = list.clones.get(id);
      if (clone === undefined) {
        const root = list.template.content.firstElementChild?.cloneNode(true);
        if (!root) return console.warn('remote-bindings: a data-rows template needs one root element');
        root.dataset.rowId = id;
        list.template.parentNode.insertBefore(root, next);
        clone = { root, unbind: bind(root, `${list.prefix}[id:${id}].`) };
        list.clones.set(id, clone);
      } else if (clone.root.nextSibling !== next) {
        list.template.parentNode.insertBefore(clone.root, next);
      }
      next = clone.root;
    }
  }

  function receiveRows(message) {
    if (!Array.isArray(message.ids)) return;
    const ids = message.ids.map(String);
    const previous = rowIDs.get(message.rows) || [];
    const wanted = new Set(ids);
    for (const id of previous) if (!wanted.has(id)) forgetRow(`${message.rows}[id:${id}]`);
    rowIDs.set(message.rows, ids);
    for (const list of rows.get(message.rows) || []) showRows(list, ids);
  }

  function receiveAnswer(path, seq) {
    if (!Number.isInteger(seq)) return;
    if (seq > (actionsAnswered.get(path) ?? -1)) actionsAnswered.set(path, seq);
    page.actionsInFlight.delete(seq);
    if (page.actionsInFlight.size === 0 && page.unanswered.length === 0) foldLog();
  }

  function receiveRefusal(message) {
    stats.refusals += 1;
    showError(String(message.error));
    if (typeof message.action === 'string' && page.actionsInFlight.has(message.seq)) {
      receiveAnswer(message.action, message.seq);
    }
    // A refused edit of the page's own: show the server's value again.
    const path = message.field;
    const last = typeof path === 'string' ? sent.get(path) : undefined;
    if (last !== undefined && message.seq === last.seq) {
      const value = server.get(path);
      if (value !== undefined) server.set(path, { ...value, seq: last.seq });
      else sent.delete(path);
      showServerValue(path);
    }
  }

  function receive(text) {
    stats.messagesReceived += 1;
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      showError('The server sent a message that isn’t JSON.');
      return;
    }
    if (message === null || typeof message !== 'object') return;
    if (typeof message.type === 'string') {
      document.dispatchEvent(new CustomEvent('remote-bindings:message', { detail: message }));
    } else if (typeof message.error === 'string') {
      receiveRefusal(message);
    } else if (typeof message.rows === 'string') {
      receiveRows(message);
    } else if (typeof message.field === 'string') {
      receiveField(message);
    } else if (typeof message.action === 'string') {
      receiveAnswer(message.action, message.seq);
    }
    // Anything else is a newer server's message: nothing to show.
  }

  // The connection

  function showConnection(state, text) {
    for (const element of connectionViews) {
      element.dataset.state = state;
      element.textContent = text;
    }
    document.dispatchEvent(new CustomEvent('remote-bindings:connection', { detail: state }));
  }

  // A new connection has a new store: the page sends again the top-level fields it sent (and
  // what was edited before the connection opened), and the row fields whose last message wasn't
  // answered. Other fields start afresh: the new store's values aren't stale.
  function resend() {
    // The actions the last connection didn't answer are sent again in the order they were sent,
    // each after the field edits it followed, from the top-level fields' values before the first
    // of them. Those it answered aren't sent again.
    const again = new Map(page.unanswered.splice(0).map((action) => [action.seq, action]));
    const log = page.log.splice(0);
    const start = log.findIndex((entry) => entry.kind === 'action' && again.has(entry.seq));
    const before = new Map(page.base);
    for (const entry of start < 0 ? [] : log.slice(0, start)) {
      if (entry.kind === 'field' && !entry.path.includes('[')) before.set(entry.path, entry.value);
    }
    // The new connection's log starts from the fields' values after the old one's.
    foldIntoBase(log);
    const replayed = new Set();
    if (start >= 0) {
      for (const [path, value] of before) {
        sendFieldValue(path, value);
        replayed.add(path);
      }
      // Row fields edited before it and not answered, in order.
      for (const entry of log.slice(0, start)) {
        if (entry.kind !== 'field' || !entry.path.includes('[') || replayed.has(entry.path)) continue;
        const last = sent.get(entry.path);
        if (last === undefined || (server.get(entry.path)?.seq ?? -1) >= last.seq) continue;
        sendFieldValue(entry.path, last.value);
        replayed.add(entry.path);
      }
      for (const entry of log.slice(start)) {
        if (entry.kind === 'action') {
          const action = again.get(entry.seq);
          if (action === undefined) continue;
          again.delete(entry.seq);
          transmitAction(action.path, action.value, action.seq, action.tries);
        } else if (!entry.path.includes('[') || (server.get(entry.path)?.seq ?? -1) < entry.seq) {
          sendFieldValue(entry.path, entry.value);
          replayed.add(entry.path);
        }
      }
    }
    // Then every field as it is now, unless the replay sent it as it is.
    for (const path of [...timers.keys()]) {
      if (!sent.has(path)) sent.set(path, { seq: 0, value: undefined });
    }
    const entries = [...sent.entries()].sort((a, b) => a[1].seq - b[1].seq);
    for (const [path, last] of entries) {
      const answered = (server.get(path)?.seq ?? -1) >= last.seq;
      if (path.includes('[') && answered && !timers.has(path)) {
        sent.delete(path);
        continue;
      }
      const element = [...(inputs.get(path) || [])][0];
      sendField(path, element, !replayed.has(path));
    }
    // Actions sent again that the log no longer has (it keeps about the last 1,000 messages).
    for (const { seq, path, value, tries } of again.values()) {
      transmitAction(path, value, seq, tries);
    }
    for (const { path, value } of page.queuedActions.splice(0)) {
      transmitAction(path, value);
    }
  }

  // Keeps the actions of a connection that dropped before it answered them, to send them again.
  function keepUnanswered() {
    for (const [seq, { path, value, tries }] of page.actionsInFlight) {
      page.unanswered.push({ seq, path, value, tries: (tries ?? 0) + 1 });
    }
    page.actionsInFlight.clear();
    page.unanswered.sort((a, b) => a.seq - b.seq);
    // An action whose connection dropped three times (one the server never answers) isn't sent
    // a fourth: the page says so.
    const dropped = page.unanswered.filter((action) => action.tries > MAX_TRIES_SENT_AGAIN);
    page.unanswered = page.unanswered.filter((action) => action.tries <= MAX_TRIES_SENT_AGAIN);
    dropped.push(...page.unanswered.splice(0, Math.max(0, page.unanswered.length - MAX_ACTIONS_SENT_AGAIN)));
    if (dropped.length > 0) {
      showError(`The connection dropped: ${dropped.map((action) => `“${action.path}”`).join(', ')} may not have been applied.`);
    }
  }

  function connect() {
    let socket;
    const url = new URL(socketURL);
    url.searchParams.set('instance', instance);
    if (page.unanswered.length > 0) url.searchParams.set('again', page.unanswered.map((action) => action.seq).join(','));
    try {
      socket = new WebSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    page.socket = socket;
    showConnection('connecting', 'Connecting…');
    socket.addEventListener('open', () => {
      page.opened += 1;
      page.reconnectAttempts = 0;
      showConnection('connected', 'Connected');
      resend();
    });
    socket.addEventListener('message', (event) => {
      if (page.socket === socket && typeof event.data === 'string') receive(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (page.socket !== socket) return;
      page.socket = null;
      page.lastClose = { code: event.code, reason: event.reason };
      keepUnanswered();
      if (event.code === 1009) {
        showError('The last message was too large: the server closed the connection.');
      }
      if (!page.closing) scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (page.reconnectAttempts >= MAX_RECONNECT_ATTEMPTS) {
      const unanswered = page.unanswered.splice(0).map((action) => `“${action.path}”`);
      if (unanswered.length > 0) showError(`Not connected: ${unanswered.join(', ')} may not have been applied.`);
      const unsent = page.queuedActions.splice(0).map((action) => `“${action.path}”`);
      if (unsent.length > 0) showError(`Not connected: ${unsent.join(', ')} wasn’t sent.`);
      showConnection('disconnected', 'Disconnected. Reload the page to try again.');
      return;
    }
    const delay = RECONNECT_DELAYS_MS[Math.min(page.reconnectAttempts, RECONNECT_DELAYS_MS.length - 1)];
    page.reconnectAttempts += 1;
    showConnection('reconnecting', `Disconnected; reconnecting in ${delay / 1000} s…`);
    setTimeout(connect, delay);
  }

  window.addEventListener('pagehide', () => {
    page.closing = true;
    page.socket?.close(1000, 'The page went away.');
  });

  // For tests, for a feature's own small script, and for the curious in the console.
  window.remoteBindings = Object.freeze({
    // Sends an object (a typed message: {"type": …}) on the page's connection.
    send: (message) => transmit(message),
    // Sends any text, as a forged message would be.
    sendRaw: (text) => (isOpen() ? (page.socket.send(String(text)), true) : false),
    // Closes the connection as a network failure would: the page reconnects.
    dropConnection: () => page.socket?.close(4000, 'Dropped for a test.'),
    isConnected: () => isOpen(),
    connectionsOpened: () => page.opened,
    lastClose: () => page.lastClose,
    // Whether the server answered the page's last message for a field or an action (an action
    // waiting for the connection isn't answered).
    isSettled: (path) =>
      page.queuedActions.some((action) => action.path === path) ||
      page.unanswered.some((action) => action.path === path)
        ? false
        : actionsSent.has(path)
        ? (actionsAnswered.get(path) ?? -1) >= actionsSent.get(path)
        : !timers.has(path) && (!sent.has(path) || (server.get(path)?.seq ?? -1) >= sent.get(path).seq),
    serverValue: (path) => resolve(path),
    rowIDs: (rowsPath) => [...(rowIDs.get(rowsPath) || [])],
    stats: () => ({ ...stats, writes: [...stats.writes] }),
  });

  bind(document.body, '');
  connect();
})();
