// The Settings page: a form whose fields live in a store on the server, one store per page,
// reached through a WebSocket. See PageProtocol.swift for the messages.
//
// - An edit is sent as a binding message, {"field", "value", "seq"}: a text field 150 ms after
//   the last keystroke, and when it loses focus; a toggle or the picker at once.
// - The server answers every binding message with the field's value and the message's seq, and
//   sends a field again whenever it changes, with the seq of the page's last message for it.
//   An update older than the last message the page sent for its field is stale: it's ignored,
//   so an echo never undoes what the user typed after it. The input that has focus is never
//   written: the server's value is kept and shown when the input loses focus.
// - Refusals ({"error"}) are listed under the form.
// - When the connection drops, the page reconnects, waiting longer each time (a bounded number
//   of tries), and sends all its values again: the new connection has a new store.
'use strict';

(() => {
  const DEBOUNCE_MS = 150;
  const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 4000];
  const MAX_RECONNECT_ATTEMPTS = 12;
  const MAX_ERRORS_SHOWN = 5;
  const MAX_WRITES_KEPT = 500;

  const token = document.querySelector('meta[name="settings-token"]').content;
  const socketURL =
    `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws` +
    `?token=${encodeURIComponent(token)}`;

  const element = (id) => document.getElementById(id);
  const inputs = new Map();
  for (const input of document.querySelectorAll('[data-field]')) {
    inputs.set(input.dataset.field, input);
  }
  const displayName = element('displayName');

  const page = {
    socket: null,
    opened: 0, // connections opened so far
    closing: false, // the page is going away: don't reconnect
    reconnectAttempts: 0,
    nextSeq: 1,
    sent: new Map(), // field → {seq, value}: the page's last message for the field
    server: new Map(), // field → {seq, value}: the server's last value accepted
    timers: new Map(), // field → debounce timer of a text field
    status: { isLoading: false, isPermissionDenied: false },
    prompt: null, // the permission dialog shown: {id, title, message}
    alert: null, // the alert shown: {id, title, message, buttons}
    lastClose: null, // {code, reason} of the last connection that closed
  };
  // What the page did, for tests (and the curious, in the console).
  const stats = { staleIgnored: 0, refusals: 0, writes: [] };

  // Fields

  function readValue(field) {
    const input = inputs.get(field);
    return input.type === 'checkbox' ? input.checked : input.value;
  }

  function writeValue(field, value) {
    const input = inputs.get(field);
    if (input.type === 'checkbox') {
      if (input.checked === (value === true)) return;
      input.checked = value === true;
    } else {
      if (input.value === String(value)) return;
      input.value = String(value);
    }
    stats.writes.push({ field, value });
    if (stats.writes.length > MAX_WRITES_KEPT) stats.writes.shift();
    if (field === 'displayName') updateCount();
  }

  function isOpen() {
    return page.socket !== null && page.socket.readyState === WebSocket.OPEN;
  }

  function transmit(message) {
    if (!isOpen()) return false;
    page.socket.send(JSON.stringify(message));
    return true;
  }

  // Whether the page's last message for a field sent this value, and the server didn't answer
  // it with another (it may undo a write: turning notifications off asks first).
  function alreadySent(field, value) {
    const last = page.sent.get(field);
    if (last === undefined || last.value !== value) return false;
    const server = page.server.get(field);
    return server === undefined || server.seq < last.seq || server.value === value;
  }

  // Sends a field's value, unless it was sent already. `force` sends it anyway.
  function sendField(field, force = false) {
    clearTimeout(page.timers.get(field));
    page.timers.delete(field);
    const value = readValue(field);
    if (!force && alreadySent(field, value)) return false;
    const seq = page.nextSeq++;
    page.sent.set(field, { seq, value });
    transmit({ field, value, seq });
    return true;
  }

  // Shows the server's value of a field, if the input doesn't have focus, isn't waiting to send
  // an edit, and the value answers the page's last message for the field.
  function showServerValue(field) {
    const server = page.server.get(field);
    const sent = page.sent.get(field);
    const input = inputs.get(field);
    if (server === undefined || document.activeElement === input || page.timers.has(field)) return;
    if (sent !== undefined && server.seq < sent.seq) return;
    writeValue(field, server.value);
  }

  function receiveUpdate(message) {
    const field = message.field;
    if (!inputs.has(field)) return;
    const seq = Number.isInteger(message.seq) ? message.seq : 0;
    const sent = page.sent.get(field);
    if (sent !== undefined && seq < sent.seq) {
      stats.staleIgnored += 1;
      return;
    }
    page.server.set(field, { seq, value: message.value });
    showServerValue(field);
    render();
  }

  for (const [field, input] of inputs) {
    if (input.type === 'text') {
      input.addEventListener('input', () => {
        updateCount();
        clearTimeout(page.timers.get(field));
        page.timers.set(field, setTimeout(() => sendField(field), DEBOUNCE_MS));
      });
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          sendField(field);
        }
      });
      // Leaving the field sends what is typed at once.
      input.addEventListener('blur', () => {
        if (!sendField(field)) showServerValue(field);
      });
    } else {
      input.addEventListener('change', () => sendField(field));
      input.addEventListener('blur', () => showServerValue(field));
    }
  }
  element('settings').addEventListener('submit', (event) => event.preventDefault());

  function updateCount() {
    element('displayNameCount').textContent =
      `${[...displayName.value].length}/${displayName.maxLength}`;
  }

  // What the page shows besides the fields

  function render() {
    const enabled = page.server.get('enableNotifications')?.value === true;
    const { isLoading, isPermissionDenied } = page.status;
    element('notificationsWaiting').hidden = !isLoading;
    element('notificationsDenied').hidden = isLoading || !isPermissionDenied;
    element('notificationOptions').hidden = isLoading || isPermissionDenied || !enabled;
  }

  function showDisplayNameStatus(message) {
    const status = element('displayNameStatus');
    status.textContent = String(message.text ?? '');
    status.dataset.kind = String(message.kind ?? 'hint');
  }

  function showPermissionPrompt(prompt) {
    page.prompt = prompt;
    const dialog = element('permissionDialog');
    if (prompt === null) {
      dialog.hidden = true;
      return;
    }
    element('permissionTitle').textContent = String(prompt.title ?? '');
    element('permissionMessage').textContent = String(prompt.message ?? '');
    dialog.hidden = false;
    element('permissionAllow').focus();
  }

  function answerPermission(granted) {
    if (page.prompt === null) return;
    transmit({ type: 'permissionAnswer', id: page.prompt.id, granted });
    showPermissionPrompt(null);
  }
  element('permissionAllow').addEventListener('click', () => answerPermission(true));
  element('permissionDeny').addEventListener('click', () => answerPermission(false));

  function showAlert(alert) {
    page.alert = alert;
    const dialog = element('alertDialog');
    const buttons = element('alertButtons');
    buttons.replaceChildren();
    if (alert === null) {
      dialog.hidden = true;
      return;
    }
    element('alertTitle').textContent = String(alert.title ?? '');
    element('alertMessage').textContent = String(alert.message ?? '');
    let focused = null;
    for (const button of Array.isArray(alert.buttons) ? alert.buttons : []) {
      const view = document.createElement('button');
      view.type = 'button';
      view.textContent = String(button.label ?? '');
      view.dataset.role = String(button.role ?? 'default');
      view.addEventListener('click', () => {
        transmit({ type: 'alertButton', alert: alert.id, button: button.id });
        showAlert(null);
      });
      buttons.append(view);
      if (button.role === 'cancel' || focused === null) focused = view;
    }
    dialog.hidden = false;
    focused?.focus();
  }

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (page.prompt !== null) {
      answerPermission(false);
    } else if (page.alert !== null) {
      transmit({ type: 'alertDismiss', alert: page.alert.id });
      showAlert(null);
    }
  });

  function showError(text) {
    const list = element('errorList');
    const item = document.createElement('li');
    item.textContent = text;
    list.append(item);
    while (list.children.length > MAX_ERRORS_SHOWN) list.firstElementChild.remove();
    element('errors').hidden = false;
  }

  function receiveRefusal(message) {
    stats.refusals += 1;
    showError(String(message.error));
    // A refused edit of the page's own: show the server's value again.
    if (typeof message.field === 'string' && inputs.has(message.field)) {
      const sent = page.sent.get(message.field);
      if (sent !== undefined && message.seq === sent.seq) {
        const server = page.server.get(message.field);
        if (server !== undefined) page.server.set(message.field, { ...server, seq: sent.seq });
        showServerValue(message.field);
      }
    }
  }

  function receive(text) {
    let message;
    try {
      message = JSON.parse(text);
    } catch {
      showError('The server sent a message that isn’t JSON.');
      return;
    }
    if (message === null || typeof message !== 'object') return;
    if (typeof message.error === 'string') {
      receiveRefusal(message);
      return;
    }
    switch (message.type) {
      case 'displayNameStatus':
        showDisplayNameStatus(message);
        break;
      case 'notificationsStatus':
        page.status = {
          isLoading: message.isLoading === true,
          isPermissionDenied: message.isPermissionDenied === true,
        };
        render();
        break;
      case 'permissionPrompt':
        showPermissionPrompt(message.prompt ?? null);
        break;
      case 'alert':
        showAlert(message.alert ?? null);
        break;
      case undefined:
        if (typeof message.field === 'string') receiveUpdate(message);
        break;
      default:
        break; // A newer server's message: nothing to show.
    }
  }

  // The connection

  function showConnection(state, text) {
    const connection = element('connection');
    connection.dataset.state = state;
    connection.textContent = text;
  }

  function connect() {
    let socket;
    try {
      socket = new WebSocket(socketURL);
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
      // A new connection has a new store: after a reconnection, send every value again; on the
      // first, only what was edited before it opened.
      for (const field of inputs.keys()) {
        if (page.opened > 1 || page.sent.has(field)) sendField(field, true);
      }
    });
    socket.addEventListener('message', (event) => {
      if (typeof event.data === 'string') receive(event.data);
    });
    socket.addEventListener('close', (event) => {
      if (page.socket !== socket) return;
      page.socket = null;
      page.lastClose = { code: event.code, reason: event.reason };
      // The dialogs belonged to the store that is gone.
      showPermissionPrompt(null);
      showAlert(null);
      if (event.code === 1009) {
        showError('The last message was too large: the server closed the connection.');
      }
      if (!page.closing) scheduleReconnect();
    });
  }

  function scheduleReconnect() {
    if (page.reconnectAttempts >= MAX_RECONNECT_ATTEMPTS) {
      showConnection('disconnected', 'Disconnected. Reload the page to try again.');
      return;
    }
    const delay =
      RECONNECT_DELAYS_MS[Math.min(page.reconnectAttempts, RECONNECT_DELAYS_MS.length - 1)];
    page.reconnectAttempts += 1;
    showConnection('reconnecting', `Disconnected; reconnecting in ${delay / 1000} s…`);
    setTimeout(connect, delay);
  }

  window.addEventListener('pagehide', () => {
    page.closing = true;
    page.socket?.close(1000, 'The page went away.');
  });

  // For tests, and for trying the server's checks from the console.
  window.settingsPage = Object.freeze({
    // Sends any text on the page's connection, as a forged message would be.
    sendRaw: (text) => (isOpen() ? (page.socket.send(text), true) : false),
    // Closes the connection as a network failure would: the page reconnects.
    dropConnection: () => page.socket?.close(4000, 'Dropped for a test.'),
    isConnected: () => isOpen(),
    connectionsOpened: () => page.opened,
    lastClose: () => page.lastClose,
    // Whether the server has answered the page's last message for a field.
    isSettled: (field) =>
      !page.timers.has(field) &&
      (page.sent.get(field) === undefined ||
        (page.server.get(field)?.seq ?? -1) >= page.sent.get(field).seq),
    serverValue: (field) => page.server.get(field)?.value,
    stats: () => ({ ...stats, writes: [...stats.writes] }),
  });

  updateCount();
  render();
  connect();
})();
