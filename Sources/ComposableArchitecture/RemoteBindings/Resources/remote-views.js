// remote-views.js — shows a SwiftUI view that runs on the server, and sends back what a person
// does with it. The one script of every view page: nothing in it knows a feature.
//
// The page names its socket with <meta name="remote-views-socket" content="/ws?token=…"> and
// holds <main id="app"></main>. The server sends {"html"} once (the whole view), then
// {"p": [operations], "ack": seq} after each change (see RemoteViewSession):
//   ["R", id, html]          replace element #n<id> and its content
//   ["u", id, html]          replace element #n<id>, keeping its children (moved into the new
//                            element's [data-c])
//   ["v", id, value, seq]    an input's value; ignored when older than the page's own edits
//   ["f", id, focused]       move the focus to an input, or away from it
//   ["i", parent, before, html]  insert an element among a parent's children
//   ["d", id]                remove an element
//   ["o", parent, [ids]]     put a parent's children in this order
// The page sends {"control": address, "event", "value"?, "seq"} for each thing done to a control
// (data-k): text is sent 150 ms after the last key, on Return and when the field loses focus;
// toggles, choices and buttons at once; "more" when the end of a long list's rows comes near.
// The rules that keep a person's edits:
// - every message has a new seq; a value older than the page's last message for its control is
//   stale and ignored, and a field being typed in isn't written until its edit is answered;
// - an element replaced while one of its inputs has focus gives the new input its value, caret
//   and focus;
// - when the connection drops, the page reconnects (250 ms … 4 s, at most 12 tries) and sends
//   again the last value of every control it set and still shows (a new server starts from
//   scratch), then the actions that weren't answered, marked "again" (and named in the socket's
//   URL, &again=8,9), so that the server applies each once. Actions made while disconnected wait (at most 20).
// Navigation is the browser's: each screen pushed on a stack is a history entry, and Back pops
// the stack through its binding; Escape dismisses the sheet or alert on top. No eval: HTML comes
// from the server's renderer, which escapes all text.
'use strict';

(() => {
  const DEBOUNCE_MS = 150;
  const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000];
  const MAX_RECONNECT_ATTEMPTS = 12;
  const MAX_QUEUED = 20;
  const MAX_AGAIN = 64;
  const MAX_ERRORS_SHOWN = 5;
  const ACTIONS = new Set(['press', 'submit', 'increment', 'decrement', 'delete', 'move', 'refresh']);

  const app = document.getElementById('app');
  const meta = document.querySelector('meta[name="remote-views-socket"]');
  const socketURL = new URL(meta ? meta.content : '/ws', location.href);
  if (socketURL.protocol === 'http:') socketURL.protocol = 'ws:';
  if (socketURL.protocol === 'https:') socketURL.protocol = 'wss:';
  const instance = [...crypto.getRandomValues(new Uint8Array(8))]
    .map((byte) => byte.toString(16).padStart(2, '0')).join('');
  const basePath = location.pathname + location.search;

  const state = {
    socket: null,
    opened: 0,
    closing: false,
    attempts: 0,
    nextSeq: 1,
    inFlight: new Map(), // seq → message: sent on this connection, not answered yet
    unanswered: [], // actions in flight when a connection dropped: sent again
    queued: [], // messages made while disconnected
    lastValues: new Map(), // control → its last "set"/"pick" message, for a new server
    lastSent: new Map(), // control → seq of the page's last message for it
    timers: new Map(), // control → debounce timer of a text-like input
    expectedPops: 0, // history entries the page went back itself
    depths: new Map(), // stack address → depth shown
    stats: { messagesSent: 0, messagesReceived: 0, staleIgnored: 0, refusals: 0, again: 0 },
  };

  // Elements

  const byID = (id) => document.getElementById('n' + id);
  const containerOf = (element) => (element.matches('[data-c]') ? element : element.querySelector('[data-c]')) || element;
  function parse(html) {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content.firstElementChild;
  }
  const inputOf = (element) =>
    element.matches('input,textarea,select,[role="switch"]') ? element
      : element.querySelector('input[data-ev],textarea[data-ev],select[data-ev],[role="switch"][data-ev]');
  const isTextLike = (element) =>
    element.tagName === 'TEXTAREA' || (element.tagName === 'INPUT' && !['checkbox', 'radio', 'range', 'date', 'time', 'datetime-local'].includes(element.type));

  // What a person is doing in an element about to be replaced: the focused input, its value
  // and caret, kept for the input of the same control in the new element.
  function captureFocus(element) {
    const active = document.activeElement;
    if (!active || !element.contains(active) || !active.dataset.k) return null;
    return {
      control: active.dataset.k,
      // A stepper's two buttons share its address: the event tells them apart.
      event: active.dataset.ev || null,
      value: isTextLike(active) ? active.value : null,
      start: active.selectionStart,
      end: active.selectionEnd,
    };
  }
  function restoreFocus(saved) {
    if (!saved) return;
    const input = (saved.event && document.querySelector(`[data-k="${saved.control}"][data-ev="${saved.event}"]`))
      || document.querySelector(`[data-k="${saved.control}"]`);
    if (!input) return;
    if (saved.value !== null && (state.timers.has(saved.control) || isPending(saved.control))) input.value = saved.value;
    input.focus();
    if (saved.value !== null && saved.start !== null) {
      try { input.setSelectionRange(saved.start, saved.end); } catch (_) {}
    }
  }

  // Operations

  function apply(operation) {
    const [kind, id] = operation;
    const element = kind === 'i' || kind === 'o' ? null : byID(id);
    switch (kind) {
      case 'R': {
        if (!element) return;
        const saved = captureFocus(element);
        element.replaceWith(parse(operation[2]));
        restoreFocus(saved);
        break;
      }
      case 'u': {
        if (!element) return;
        const saved = captureFocus(element);
        const replacement = parse(operation[2]);
        const from = containerOf(element);
        const to = containerOf(replacement);
        while (from.firstChild) to.appendChild(from.firstChild);
        element.replaceWith(replacement);
        restoreFocus(saved);
        break;
      }
      case 'v': {
        if (!element) return;
        writeValue(inputOf(element), operation[2], operation[3]);
        break;
      }
      case 'f': {
        const input = element && inputOf(element);
        if (!input) return;
        // The attribute follows the server, so that a later change doesn't focus it again.
        if (input.dataset.focus !== undefined) input.dataset.focus = String(operation[2]);
        if (operation[2]) { if (document.activeElement !== input) focusAtEnd(input); }
        else if (document.activeElement === input) input.blur();
        break;
      }
      case 'i': {
        const parent = byID(id);
        if (!parent) return;
        const before = operation[2] === null ? null : byID(operation[2]);
        containerOf(parent).insertBefore(parse(operation[3]), before);
        break;
      }
      case 'd':
        if (element) element.remove();
        break;
      case 'o': {
        const parent = byID(id);
        if (!parent) return;
        const container = containerOf(parent);
        for (const childID of operation[2]) {
          const child = byID(childID);
          if (child) container.appendChild(child);
        }
        break;
      }
      default:
        console.warn('remote-views: unknown operation', kind);
    }
  }

  function isPending(control) {
    for (const message of state.inFlight.values()) if (message.control === control) return true;
    return state.queued.some((message) => message.control === control);
  }

  // Writes a value the server sent into an input, unless the person's own edits are newer.
  function writeValue(input, value, seq) {
    if (!input) return;
    const control = input.dataset.k;
    const last = state.lastSent.get(control);
    if (seq !== null && last !== undefined && seq < last) { state.stats.staleIgnored += 1; return; }
    if (seq === null && last !== undefined && isPending(control)) { state.stats.staleIgnored += 1; return; }
    if (state.timers.has(control)) { state.stats.staleIgnored += 1; return; }
    if (input.getAttribute('role') === 'switch') {
      input.setAttribute('aria-checked', String(value === true));
    } else if (input.type === 'checkbox') {
      input.checked = value === true;
    } else if (input.value !== String(value)) {
      const focused = document.activeElement === input;
      input.value = String(value);
      if (focused && isTextLike(input)) input.setSelectionRange(input.value.length, input.value.length);
    }
  }

  // Long lists: a list shows a page of rows and, after the last, an empty element that asks for
  // the next page when it comes within a screen of the view (once at a time).
  const moreRows = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const control = entry.target.dataset.k;
        if (entry.isIntersecting && entry.target.isConnected && !isPending(control)) {
          send({ control, event: 'more' });
        }
      }
    }, { rootMargin: '100%' })
    : null;
  // Observed anew after each change: a list still short of the screen asks again.
  function observeMoreRows() {
    if (!moreRows) return;
    moreRows.disconnect();
    for (const element of app.querySelectorAll('.more-rows[data-k]')) moreRows.observe(element);
  }

  // After the page changed: the title, the history of stacks, focus, dialogs and long lists.
  function afterChange() {
    observeMoreRows();
    const titles = [...app.querySelectorAll('.screen[data-top] .nav-title, .nav-title')]
      .filter((title) => title.offsetParent !== null || title.closest('.screen[data-top]'));
    if (titles.length) document.title = titles[titles.length - 1].textContent;
    syncStacks();
    const focus = app.querySelector('[data-focus="true"]');
    if (focus && document.activeElement !== focus) focusAtEnd(focus);
    const dialog = [...app.querySelectorAll('[role="alertdialog"],[role="dialog"]')].pop();
    if (dialog && !dialog.contains(document.activeElement)) {
      const first = dialog.querySelector('button:not([disabled]),input:not([disabled]),textarea,select,[tabindex="0"]');
      (first || dialog).focus();
    }
  }

  // A stack's depth is the number of history entries above the page's first. A stack that left
  // the page (its sheet dismissed) is at depth 0: its entries are gone back over too.
  function syncStacks() {
    const stacks = new Map();
    for (const stack of app.querySelectorAll('.nav-stack[data-k]')) stacks.set(stack.dataset.k, stack);
    for (const control of [...state.depths.keys()]) {
      if (!stacks.has(control)) syncHistory(control, null);
    }
    for (const [control, stack] of stacks) syncHistory(control, stack);
  }
  function syncHistory(control, stack) {
    const depth = stack ? Number(stack.dataset.depth) : 0;
    const shown = state.depths.get(control) || 0;
    if (stack) state.depths.set(control, depth); else state.depths.delete(control);
    if (depth === shown) return;
    if (depth > shown) {
      // Each entry records the depth it shows, so that Back from it pops one screen at a time
      // even when several were pushed at once (a deep link).
      for (let level = shown + 1; level <= depth; level += 1) {
        const depths = { ...Object.fromEntries(state.depths), [control]: level };
        history.pushState({ remoteViews: instance, depths, level }, '', basePath + '#' + pathOf(stack, level));
      }
    } else if (history.state && history.state.remoteViews === instance) {
      const back = Math.min(shown - depth, history.state.level || 0);
      if (back > 0) {
        // One traversal, however many entries it goes back over: one popstate.
        state.expectedPops += 1;
        history.go(-back);
      }
    }
  }
  // A text input focused by the program gets its caret at the end, as on iOS.
  function focusAtEnd(input) {
    input.focus();
    if (isTextLike(input)) {
      try { input.setSelectionRange(input.value.length, input.value.length); } catch (_) {}
    }
  }
  function pathOf(stack, level) {
    const parts = [];
    for (const screen of stack.querySelectorAll(':scope > .screen')) {
      const index = Number(screen.dataset.index);
      if (index < 1 || index > level) continue;
      const title = screen.querySelector('.nav-title');
      parts.push(title ? encodeURIComponent(title.textContent.trim().replace(/\s+/g, '-')) : String(index));
    }
    return '/' + parts.join('/');
  }
  window.addEventListener('popstate', (event) => {
    if (state.expectedPops > 0) { state.expectedPops -= 1; return; }
    const depths = (event.state && event.state.remoteViews === instance && event.state.depths) || {};
    for (const stack of app.querySelectorAll('.nav-stack[data-k]')) {
      const control = stack.dataset.k;
      const target = Number(depths[control] || 0);
      const shown = state.depths.get(control) || 0;
      if (target < shown) {
        // The browser went back: the stack pops through its binding.
        state.depths.set(control, target);
        send({ control, event: 'pop', value: target });
      }
    }
  });

  // Sending

  function send(message) {
    const seq = state.nextSeq++;
    const full = { ...message, seq };
    if (message.event === 'set' || message.event === 'pick') state.lastValues.set(message.control, full);
    state.lastSent.set(message.control, seq);
    if (!state.socket || state.socket.readyState !== WebSocket.OPEN) {
      if (state.queued.length < MAX_QUEUED) state.queued.push(full);
      return;
    }
    transmit(full);
  }
  function transmit(message) {
    state.inFlight.set(message.seq, message);
    state.socket.send(JSON.stringify(message));
    state.stats.messagesSent += 1;
  }
  function flushText(input) {
    const control = input.dataset.k;
    const timer = state.timers.get(control);
    if (timer === undefined) return;
    clearTimeout(timer);
    state.timers.delete(control);
    send({ control, event: 'set', value: input.value });
  }

  // Events

  document.addEventListener('click', (event) => {
    const target = event.target.closest('[data-k][data-ev]');
    if (!target || target.disabled || !app.contains(target)) return;
    const control = target.dataset.k;
    switch (target.dataset.ev) {
      case 'press':
        for (const input of app.querySelectorAll('input[data-ev="set"],textarea[data-ev="set"]')) flushText(input);
        send({ control, event: 'press' });
        break;
      case 'set':
        if (target.getAttribute('role') === 'switch') {
          const isOn = target.getAttribute('aria-checked') !== 'true';
          target.setAttribute('aria-checked', String(isOn));
          send({ control, event: 'set', value: isOn });
        }
        break;
      case 'increment': case 'decrement': case 'delete': case 'refresh':
        send({ control, event: target.dataset.ev });
        break;
      case 'pop':
        send({ control, event: 'pop', value: Number(target.dataset.value) });
        break;
      case 'tab':
        send({ control, event: 'tab', value: Number(target.dataset.value) });
        break;
      default:
        break;
    }
  });

  document.addEventListener('input', (event) => {
    const input = event.target;
    if (!input.dataset || !input.dataset.k || input.dataset.ev !== 'set' || !isTextLike(input) && input.type !== 'range') return;
    const control = input.dataset.k;
    clearTimeout(state.timers.get(control));
    state.timers.set(control, setTimeout(() => {
      state.timers.delete(control);
      send({ control, event: 'set', value: input.type === 'range' ? Number(input.value) : input.value });
    }, DEBOUNCE_MS));
  });

  document.addEventListener('change', (event) => {
    const input = event.target;
    if (!input.dataset || !input.dataset.k) return;
    const control = input.dataset.k;
    // A select's choice, or a radio button's (a change is sent for the one checked).
    if (input.dataset.ev === 'pick') send({ control, event: 'pick', value: input.value });
    else if (input.dataset.ev === 'set' && ['date', 'time', 'datetime-local'].includes(input.type)) send({ control, event: 'set', value: input.value });
    else if (input.dataset.ev === 'set' && isTextLike(input)) flushText(input);
  });

  document.addEventListener('toggle', (event) => {
    const details = event.target;
    if (!details.dataset || !details.dataset.k || details.dataset.ev !== 'set') return;
    send({ control: details.dataset.k, event: 'set', value: details.open });
  }, true);

  document.addEventListener('keydown', (event) => {
    const target = event.target;
    if (event.key === 'Enter' && target.dataset && target.dataset.k && target.tagName === 'INPUT' && isTextLike(target)) {
      event.preventDefault();
      flushText(target);
      send({ control: target.dataset.k, event: 'submit' });
    } else if ((event.key === 'Enter' || event.key === ' ') && target.classList && target.classList.contains('tappable')) {
      event.preventDefault();
      send({ control: target.dataset.k, event: 'press' });
    } else if (event.key === 'Escape') {
      const presented = [...app.querySelectorAll('[data-presented]')].pop();
      const shown = presented && presented.querySelector(':scope > .slot-presented');
      if (presented && !(shown && shown.hasAttribute('data-no-dismiss'))) {
        event.preventDefault();
        send({ control: presented.dataset.k, event: 'dismiss' });
      }
    }
  });

  // A focused control that leaves the page (its sheet closed, its row deleted) loses focus too,
  // and the browser says so while it is still in the document: its "focus" false waits for the
  // end of the task, and is sent only if the control is still shown (the server would refuse
  // it), or before a focus gained meanwhile, so that the server sees them in order.
  let blurred = null;
  function sendBlur() {
    const target = blurred;
    blurred = null;
    if (target && target.isConnected) send({ control: target.dataset.k, event: 'focus', value: false });
  }
  document.addEventListener('focusin', (event) => {
    sendBlur();
    const target = event.target;
    if (target.dataset && target.dataset.k && target.dataset.focus === 'false') {
      // The attribute says what the page shows until the server answers: a change meanwhile
      // doesn't take the focus back to the field focused before.
      target.dataset.focus = 'true';
      send({ control: target.dataset.k, event: 'focus', value: true });
    }
  });
  document.addEventListener('focusout', (event) => {
    const target = event.target;
    if (!target.dataset || !target.dataset.k) return;
    if (isTextLike(target)) flushText(target);
    if (target.dataset.focus === 'true') {
      target.dataset.focus = 'false';
      sendBlur();
      blurred = target;
      queueMicrotask(sendBlur);
    }
  });

  // Receiving

  function receive(text) {
    state.stats.messagesReceived += 1;
    let message;
    try { message = JSON.parse(text); } catch (_) { return; }
    if (typeof message.html === 'string') {
      const saved = captureFocus(app);
      app.innerHTML = message.html;
      state.depths.clear();
      if (history.state && history.state.remoteViews === instance && history.state.level > 0) {
        // A new server starts at the root of its stacks.
        history.replaceState(null, '', basePath);
      }
      restoreFocus(saved);
      afterChange();
      return;
    }
    if (Array.isArray(message.p)) {
      for (const operation of message.p) apply(operation);
      if (typeof message.ack === 'number') answered(message.ack);
      afterChange();
      return;
    }
    if (typeof message.error === 'string') {
      state.stats.refusals += 1;
      if (typeof message.seq === 'number') answered(message.seq);
      showError(message.error);
    }
  }

  function answered(seq) {
    state.inFlight.delete(seq);
    state.unanswered = state.unanswered.filter((message) => message.seq !== seq);
  }

  function showError(text) {
    const list = document.querySelector('[data-errors]');
    if (!list) { console.warn('remote-views:', text); return; }
    const item = document.createElement('li');
    item.textContent = text;
    list.appendChild(item);
    while (list.children.length > MAX_ERRORS_SHOWN) list.firstElementChild.remove();
  }

  // Connection

  function setConnection(status) {
    document.body.dataset.connection = status;
    for (const view of document.querySelectorAll('body [data-connection]')) view.textContent = status;
  }

  function connect() {
    const url = new URL(socketURL);
    url.searchParams.set('instance', instance);
    const again = state.unanswered.filter((message) => ACTIONS.has(message.event)).slice(-MAX_AGAIN);
    if (again.length) url.searchParams.set('again', again.map((message) => message.seq).join(','));
    setConnection(state.opened === 0 ? 'connecting' : 'reconnecting');
    const socket = new WebSocket(url);
    state.socket = socket;
    socket.addEventListener('open', () => {
      state.opened += 1;
      state.attempts = 0;
      setConnection('connected');
      if (state.opened > 1) {
        // A new session: the values set before of the controls the page still shows (one
        // that went away, a closed sheet's field, would be refused), then the actions not
        // answered, then the messages made while disconnected.
        const shown = [...state.lastValues.values()]
          .filter((message) => app.querySelector(`[data-k="${message.control}"]`));
        for (const message of shown.sort((a, b) => a.seq - b.seq)) {
          const copy = { ...message, seq: state.nextSeq++ };
          state.lastSent.set(message.control, copy.seq);
          transmit(copy);
        }
        for (const message of again) {
          state.stats.again += 1;
          transmit({ ...message, again: true });
        }
      }
      const queued = state.queued;
      state.queued = [];
      for (const message of queued) transmit(message);
    });
    socket.addEventListener('message', (event) => receive(event.data));
    socket.addEventListener('close', () => {
      if (state.socket !== socket) return;
      state.socket = null;
      state.unanswered = [...state.unanswered, ...state.inFlight.values()]
        .filter((message) => ACTIONS.has(message.event));
      state.inFlight.clear();
      if (state.closing) return;
      if (state.attempts >= MAX_RECONNECT_ATTEMPTS) { setConnection('disconnected'); return; }
      const delay = RECONNECT_DELAYS_MS[Math.min(state.attempts, RECONNECT_DELAYS_MS.length - 1)];
      state.attempts += 1;
      setConnection('reconnecting');
      setTimeout(connect, delay);
    });
  }

  window.addEventListener('pagehide', () => { state.closing = true; });

  // For tests: whether everything sent was answered and nothing waits; the connections
  // opened; a dropped connection; a message of the tests' own (as any page could send).
  window.remoteViews = {
    isSettled: () =>
      state.socket !== null && state.socket.readyState === WebSocket.OPEN &&
      state.inFlight.size === 0 && state.timers.size === 0 && state.queued.length === 0,
    connectionsOpened: () => state.opened,
    dropConnection: () => { if (state.socket) state.socket.close(); },
    sendRaw: (text) => state.socket && state.socket.send(text),
    stats: state.stats,
  };

  connect();
})();
