"""The Todos page in Chromium against todos-web as several processes behind nginx (cluster/).

Run by cluster.sh, which starts PostgreSQL (when Examples/Web/postgres/start.sh exists) and the
cluster (cluster/start.sh WORKDIR --database-url URL):

    python3 cluster_tests.py --cluster-dir WORKDIR [--database-url URL \
        --postgres-dir postgres --postgres-port PORT] [--screenshots .build] [--only NAME]

Scenarios, every page loaded through nginx (not sticky: a page's HTML, its script and its
WebSocket may each go to another process):

- two_processes (needs the database): two pages whose WebSockets are held by different
  processes see each other's adds, edits, toggles and deletions.
- process_killed: the process holding page A's WebSocket is killed (SIGKILL) right after A sent
  a burst of adds, a row edit, and while a title is being typed; A reconnects through nginx to
  another process and sends again what wasn't answered, actions included (marked "again"); with
  the database, every add of the burst is there exactly once on both pages, whether the killed
  process had applied it, acknowledged it or neither, and the row edit arrives; without it (each
  process has its own list) A's own fields survive. The killed process
  is then started again on its port (WORKDIR/process-i.sh; its pid in WORKDIR/restarted.pids).
- answers_lost (needs the database): the process holding page A's WebSocket writes A's adds to
  the database, and is killed before A gets their answers (the test keeps the answers from the
  page); A sends the adds again to another process, which answers them without applying them:
  each shows once on both pages.
- postgres_restarted (needs the database): PostgreSQL is stopped and started again on the same
  data; edits made on two processes while it is down are kept by their pages, and once it is
  back every page of every process converges on all of them.

Which process holds a page's WebSocket: the WebSocket is the only connection nginx keeps open to
a process (pages and assets are proxied with `Connection: close`, and the upstream block has no
keepalive), so the test reads the established TCP connections on the processes' ports
(/proc/net/tcp, what `ss -tn` reads) before and after a page connects: the one new connection
that stays is the page's. Scenario process_killed checks it the hard way as well: the killed
process's page reconnects, the other page doesn't.

Every wait is bounded (WAIT_SECONDS); only 127.0.0.1 is reached. A scenario that needs the
database is skipped, with a printed line, when no --database-url is given, and never counted as
passed. The helpers of browser_tests.py are used as they are.
"""

import argparse
import json
import os
import shlex
import signal
import socket
import subprocess
import sys
import time
import traceback
import urllib.parse
import urllib.request
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import browser_tests as bt  # noqa: E402
from browser_tests import Failure, check, page_call, element, todos_rows, titles  # noqa: E402

WAIT_SECONDS = 20


def wait_until(driver, condition, description, timeout=WAIT_SECONDS):
    """browser_tests' wait, with this file's bound: installed in its module too, so that its
    helpers (wait_for_titles, settle, open_todos…) wait as long across processes."""
    deadline = time.monotonic() + timeout
    last_error = None
    while True:
        try:
            result = condition()
            if result:
                return result
        except Failure:
            raise
        except Exception as error:  # A row that went away while it was read, say.
            last_error = error
        if time.monotonic() > deadline:
            detail = f" (last error: {last_error})" if last_error else ""
            raise Failure(f"timed out after {timeout} s waiting until {description}{detail}")
        time.sleep(0.05)


bt.wait_until = wait_until


def wait_plain(condition, description, timeout=WAIT_SECONDS, interval=0.1):
    """Waits for something outside the browser."""
    deadline = time.monotonic() + timeout
    while True:
        result = condition()
        if result:
            return result
        if time.monotonic() > deadline:
            raise Failure(f"timed out after {timeout} s waiting until {description}")
        time.sleep(interval)


class Skipped(Exception):
    pass


# The cluster


class Cluster:
    """What cluster/start.sh wrote in WORKDIR/cluster.env, and the processes as they are now."""

    def __init__(self, workdir):
        self.workdir = os.path.abspath(workdir)
        values = {}
        with open(os.path.join(self.workdir, "cluster.env")) as file:
            for line in file:
                name, _, value = line.strip().partition("=")
                if value.startswith("(") and value.endswith(")"):
                    values[name] = value[1:-1].split()
                else:
                    values[name] = value
        self.url = values["URL"]
        self.pids = [int(pid) for pid in values["PIDS"]]
        self.ports = [int(port) for port in values["PORTS"]]
        if urllib.parse.urlsplit(self.url).hostname != "127.0.0.1":
            sys.exit(f"error: the tests reach 127.0.0.1 only, not {self.url}")

    def name(self, index):
        return f"process {index + 1} (port {self.ports[index]}, pid {self.pids[index]})"

    def kill(self, index):
        os.kill(self.pids[index], signal.SIGKILL)
        wait_plain(lambda: not is_running(self.pids[index]), f"{self.name(index)} is gone", 10)

    def restart(self, index):
        """Starts process `index` again on its port, with the command start.sh kept."""
        script = os.path.join(self.workdir, f"process-{index + 1}.sh")
        out_path = os.path.join(self.workdir, f"process-{index + 1}.restarted.out")
        err_path = os.path.join(self.workdir, f"process-{index + 1}.restarted.err")
        with open(out_path, "w") as out, open(err_path, "w") as err:
            process = subprocess.Popen(
                [script, str(self.ports[index])],
                stdout=out,
                stderr=err,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        # process-i.sh execs todos-web: this pid is the server's. stop.sh stops it from there.
        with open(os.path.join(self.workdir, "restarted.pids"), "a") as file:
            file.write(f"{process.pid}\n")
        self.pids[index] = process.pid

        def listening():
            if process.poll() is not None:
                with open(err_path) as file:
                    raise Failure(f"the restarted process stopped: {file.read()[-2000:]}")
            try:
                with socket.create_connection(("127.0.0.1", self.ports[index]), timeout=1):
                    return True
            except OSError:
                return False

        wait_plain(listening, f"{self.name(index)} listens again")


def is_running(pid):
    try:
        with open(f"/proc/{pid}/stat") as file:
            return file.read().rsplit(")", 1)[1].split()[0] != "Z"  # A zombie is gone.
    except (FileNotFoundError, ProcessLookupError, IndexError):
        return False


def established(ports):
    """The established TCP connections whose local port is one of `ports`: (port, peer's port).
    The processes listen on 127.0.0.1, so /proc/net/tcp holds them all."""
    found = set()
    with open("/proc/net/tcp") as file:
        next(file)
        for line in file:
            fields = line.split()
            local, remote, state = fields[1], fields[2], fields[3]
            if state != "01":  # TCP_ESTABLISHED
                continue
            port = int(local.split(":")[1], 16)
            if port in ports:
                found.add((port, int(remote.split(":")[1], 16)))
    return found


# Pages. One browser; each page has a window of its own (windows aren't throttled as background
# tabs may be), and records what goes over its WebSockets.

# Installed before the page's own scripts: wraps WebSocket to keep every message sent and
# received, and every close, by connection (1, 2, …), in window.__wire. While
# window.__wire.swallowAnswersOn is a connection's number, the answers to actions on that
# connection never reach the page (recorded as 'swallowed'): as if its process died right after
# writing their changes.
WIRE_RECORDER = """
(() => {
  const Native = window.WebSocket;
  const wire = { connections: 0, messages: [], swallowAnswersOn: 0 };
  Object.defineProperty(window, '__wire', { value: wire });
  class Recorded extends Native {
    constructor(...args) {
      super(...args);
      const connection = ++wire.connections;
      this.__connection = connection;
      this.addEventListener('open', () => wire.messages.push({ connection, kind: 'open' }));
      this.addEventListener('close', (event) =>
        wire.messages.push({ connection, kind: 'close', code: event.code }));
    }
    addEventListener(type, listener, options) {
      if (type !== 'message') return super.addEventListener(type, listener, options);
      return super.addEventListener(type, (event) => {
        const connection = this.__connection;
        const data = String(event.data);
        if (wire.swallowAnswersOn === connection && data.startsWith('{"action":')) {
          wire.messages.push({ connection, kind: 'swallowed', data });
          return;
        }
        wire.messages.push({ connection, kind: 'in', data });
        listener.call(this, event);
      }, options);
    }
    send(data) {
      wire.messages.push({ connection: this.__connection, kind: 'out', data: String(data) });
      return super.send(data);
    }
  }
  window.WebSocket = Recorded;
})();
"""


class Page:
    def __init__(self, name, handle):
        self.name = name
        self.handle = handle
        self.process = None  # the index of the process holding its WebSocket


class Pages:
    """The scenario's pages; closes their windows at the end."""

    def __init__(self, driver, cluster):
        self.driver = driver
        self.cluster = cluster
        self.pages = []
        self.base = driver.current_window_handle

    def use(self, page):
        if self.driver.current_window_handle != page.handle:
            self.driver.switch_to.window(page.handle)
        return self.driver

    def open(self, name, avoid=(), want=None, tries=9):
        """Opens a page in a window of its own, loading it again until its WebSocket is held by
        a process in `want` (any if None) and not in `avoid`."""
        driver = self.driver
        driver.switch_to.new_window("window")
        page = Page(name, driver.current_window_handle)
        self.pages.append(page)
        driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WIRE_RECORDER})
        landed = []
        for attempt in range(tries):
            # nginx hands requests to the processes in turn: a few requests between two loads
            # (0, 1, 2, …) move the page's WebSocket to another process whatever the count of
            # requests a load makes (cached assets or not).
            for _ in range(attempt % 3):
                with urllib.request.urlopen(self.cluster.url, timeout=5) as response:
                    response.read()
            self.load(page)
            landed.append(page.process)
            if page.process not in avoid and (want is None or page.process in want):
                return page
        wanted = "any" if want is None else [self.cluster.name(i) for i in want]
        raise Failure(
            f"page {name} didn't land on a wanted process ({wanted}, not {list(avoid)}) in "
            f"{tries} loads: it landed on {[i + 1 for i in landed]}"
        )

    def load(self, page):
        driver = self.use(page)
        ports = set(self.cluster.ports)
        before = established(ports)
        bt.open_todos(driver, self.cluster.url)
        check(page_call(driver, "connectionsOpened()") == 1, f"page {page.name}: one connection")
        page.process = self.held_by(before, f"page {page.name}")
        return page.process

    def held_by(self, before, what):
        """The process holding the one connection that appeared since `before` and stays (the
        page's and asset requests' connections close at once)."""
        ports = set(self.cluster.ports)
        seen = {"last": None, "since": 0.0}

        def stable():
            new = established(ports) - before
            if len(new) != 1:
                seen["last"] = None
                return None
            (connection,) = new
            now = time.monotonic()
            if seen["last"] != connection:
                seen["last"], seen["since"] = connection, now
                return None
            return connection if now - seen["since"] >= 0.4 else None

        port, _ = wait_plain(stable, f"one new connection to a process holds {what}'s WebSocket",
                             10, 0.05)
        return self.cluster.ports.index(port)

    def close(self):
        for page in self.pages:
            try:
                self.driver.switch_to.window(page.handle)
                self.driver.close()
            except Exception:
                pass  # A window that is already gone.
        self.driver.switch_to.window(self.base)


def wire(driver):
    return driver.execute_script("return window.__wire.messages")


def empty_rows(pages, page):
    driver = pages.use(page)
    bt.empty_todos(driver)


def same_rows(pages, expected, among, description):
    """Waits until every page in `among` shows exactly the titles `expected` (in any order), in
    the server's order of its ids, and they all show the same ids."""
    for page in among:
        driver = pages.use(page)
        wait_until(
            driver,
            lambda: sorted(titles(driver)) == sorted(expected)
            and [r["id"] for r in todos_rows(driver)] == page_call(driver, "rowIDs('todos')"),
            f"page {page.name} ({description}) shows {sorted(expected)!r} "
            f"(it shows {sorted(titles(driver))!r})",
        )
    ids = [sorted(page_call(pages.use(page), "rowIDs('todos')")) for page in among]
    check(all(i == ids[0] for i in ids), f"the pages show the same rows: {ids!r}")


def no_refusals(pages, among):
    for page in among:
        shown = bt.errors_shown(pages.use(page))
        check(shown == [], f"no refusals on page {page.name}: {shown!r}")


def screenshot(driver, args, name):
    path = os.path.join(args.screenshots, f"cluster-{name}.png")
    bt.element(driver, "newTodoTitle")  # The page is there.
    driver.save_screenshot(path)
    return path


# Scenarios


def scenario_two_processes(driver, cluster, args):
    """Pages on two processes see each other's adds, edits, toggles and deletions."""
    if not args.database_url:
        raise Skipped("needs the database: each process would keep a list of its own")
    pages = Pages(driver, cluster)
    try:
        a = pages.open("A")
        b = pages.open("B", avoid={a.process})
        empty_rows(pages, a)
        same_rows(pages, [], [b], "emptied on A")

        d = pages.use(a)
        bt.add_todo(d, "Written on A")
        bt.add_todo(d, "Also from A")
        same_rows(pages, ["Written on A", "Also from A"], [b], "added on A")

        d = pages.use(b)
        bt.retitle(d, "Also from A", "Edited on B")
        bt.add_todo(d, "Added on B")
        same_rows(pages, ["Written on A", "Edited on B", "Added on B"], [a], "edited on B")

        d = pages.use(a)
        bt.row_part(d, "Written on A", ".toggle").click()
        check(
            bt.settled(d, f"todos[id:{bt.row_id(d, 'Written on A')}].isComplete") is True,
            "A's process has it done",
        )
        d = pages.use(b)
        wait_until(
            d,
            lambda: [r["checked"] for r in todos_rows(d) if r["title"] == "Written on A"] == [True],
            "B shows A's toggle",
        )
        wait_until(d, lambda: bt.items_left(d) == "2", "B counts 2 items left")

        bt.row_part(d, "Added on B", ".delete").click()
        same_rows(pages, ["Written on A", "Edited on B"], [a, b], "deleted on B")

        # The order is the list's, the same on both.
        order = [titles(pages.use(p)) for p in (a, b)]
        check(order[0] == order[1], f"both pages show the rows in the same order: {order!r}")
        d = pages.use(a)
        wait_until(d, lambda: bt.items_left(d) == "1", "A counts 1 item left")
        no_refusals(pages, [a, b])
        shot = screenshot(d, args, "two-processes")
        return (f"A on {cluster.name(a.process)}, B on {cluster.name(b.process)}; {shot}")
    finally:
        pages.close()


BURST = """
const [adds, rowId, rowTitle, typed] = arguments;
const field = document.getElementById('newTodoTitle');
const form = document.getElementById('newTodo');
const type = (input, value) => {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};
// Adds as the page sends them: the title (the pending edit, flushed), then the action.
for (const title of adds) {
  type(field, title);
  form.requestSubmit();
}
// A row's title, edited and sent at once (as on Enter or leaving the field).
if (rowId) {
  const input = document.querySelector(`#todoList > li[data-row-id="${rowId}"] .title`);
  type(input, rowTitle);
  input.dispatchEvent(new Event('change', { bubbles: true }));
}
// Typing goes on: this edit waits for the page's debounce when the process dies.
type(field, typed);
"""


def adds_of_connection(messages, connection):
    """The adds the page sent on a connection, in order: [(title, seq, answered)]: the title is
    the newTodoTitle the page sent before the action; answered means the process answered the
    action (not with a refusal) before the connection closed."""
    adds, title, answers = [], None, {}
    for message in messages:
        if message["connection"] != connection or message["kind"] not in ("in", "out"):
            continue
        data = json.loads(message["data"])
        if message["kind"] == "out":
            if data.get("field") == "newTodoTitle":
                title = data.get("value")
            elif data.get("action") == "addTodo":
                adds.append((title, data["seq"]))
        elif data.get("action") == "addTodo" and "seq" in data:
            answers[data["seq"]] = "error" not in data
    return [(t, seq, answers.get(seq, False)) for t, seq in adds]


def actions_sent_again(messages, connection):
    """The seqs of the actions the page sent again ("again": true) on a connection."""
    seqs = []
    for message in messages:
        if message["connection"] != connection or message["kind"] != "out":
            continue
        data = json.loads(message["data"])
        if data.get("again") is True and "action" in data:
            seqs.append(data["seq"])
    return seqs


def row_edit_answered(messages, connection, row):
    """Whether the process answered the page's last edit of the row's title on a connection."""
    path, sent, answered = f"todos[id:{row}].title", None, -1
    for message in messages:
        if message["connection"] != connection or message["kind"] not in ("in", "out"):
            continue
        data = json.loads(message["data"])
        if data.get("field") == path and isinstance(data.get("seq"), int):
            if message["kind"] == "out":
                sent = data["seq"]
            else:
                answered = max(answered, data["seq"])
    return sent is not None and answered >= sent


def scenario_process_killed(driver, cluster, args):
    """The process holding page A's WebSocket is killed with SIGKILL during a burst of edits: A
    reconnects through nginx and sends again what wasn't answered; nothing is lost or doubled."""
    database = bool(args.database_url)
    pages = Pages(driver, cluster)
    notes = []
    killed = None
    try:
        a = pages.open("A")
        b = pages.open("B", avoid={a.process})
        victim = killed = a.process
        empty_rows(pages, a)
        d = pages.use(a)
        before_row = None
        if database:
            bt.add_todo(d, "Before the kill")
            same_rows(pages, ["Before the kill"], [a, b], "added before the kill")
            before_row = bt.row_id(pages.use(a), "Before the kill")
        else:
            # A list of A's process only: the filter and what is typed are A's own fields.
            bt.add_todo(d, "On the killed process only")
            bt.choose_filter(d, "Active")
        d = pages.use(a)
        adds = [f"Added during the kill {i}" for i in range(1, 7)] if database else []
        typed = "Typed while the process died"

        # The burst, then the kill at once: the process may have handled all, some or none of it.
        burst_start = len(wire(d))
        d.execute_script(BURST, adds, before_row, "Retitled during the kill", typed)
        cluster.kill(killed)
        killed_at = time.monotonic()

        wait_until(d, lambda: page_call(d, "connectionsOpened()") == 2, "A reconnects")
        wait_until(d, lambda: page_call(d, "isConnected()"), "A is connected again")
        reconnection = time.monotonic() - killed_at
        check(
            page_call(pages.use(b), "connectionsOpened()") == 1 and
            page_call(pages.use(b), "isConnected()"),
            "B, on another process, kept its connection (so the killed process held A's)",
        )
        a.process = held_now(pages, a, b)
        check(a.process != victim, "A's new connection is held by another process")
        messages = wire(pages.use(a))
        closes = [m for m in messages if m["kind"] == "close"]
        check(closes and closes[0]["connection"] == 1, f"A's first connection closed: {closes!r}")

        # A's own fields came back with it: what was being typed, and the filter.
        d = pages.use(a)
        check(bt.settled(d, "newTodoTitle") == typed, "A's new process has what was being typed")
        check(
            bt.element(d, "newTodoTitle").get_attribute("value") == typed,
            "A's field still shows it",
        )
        if not database:
            check(bt.settled(d, "filter") == "active", "A's new process has A's filter")
        burst = adds_of_connection(messages[burst_start:], 1)
        check(len(burst) == len(adds), f"A sent {len(adds)} adds: {burst!r}")
        acknowledged = [title for title, _, answered in burst if answered]
        unacknowledged = [title for title, _, answered in burst if not answered]
        notes.append(
            f"killed {cluster.name(killed)}; {len(acknowledged)}/{len(adds)} adds acknowledged "
            f"before the kill; A reconnected in {reconnection:.1f} s to {cluster.name(a.process)}"
        )

        if database:
            # Every add of the burst is there, once, on both pages: those the killed process
            # acknowledged, and those it didn't, which the page sent again and the new process
            # applied unless the killed one had written them; the row edit, sent again if
            # unanswered, is there; both show the same.
            edit_answered = row_edit_answered(messages[burst_start:], 1, before_row)
            for page in (a, b):
                d = pages.use(page)
                try:
                    wait_until(
                        d,
                        lambda: all(t in titles(d) for t in adds + ["Retitled during the kill"]),
                        f"page {page.name} shows every add and the row edit",
                    )
                except Failure:
                    shown = titles(d)
                    lost = [t for t in adds if t not in shown]
                    raise Failure(
                        f"after {WAIT_SECONDS} s, page {page.name} ({cluster.name(page.process)}) "
                        f"lacks {len(lost)} of the {len(adds)} adds ({len(acknowledged)} "
                        f"acknowledged by the killed process): {lost!r}"
                        + ("" if "Retitled during the kill" in shown else
                           f", and the row edit (answered before the kill: {edit_answered})")
                        + f"; it shows {shown!r}"
                    ) from None
            d = pages.use(a)
            settle_row = f"todos[id:{before_row}].title"
            check(bt.settled(d, settle_row) == "Retitled during the kill", "A's edit is the row's")
            time.sleep(1.5)  # Anything late (a doubled add, an edit undone) shows by now.
            shown = {p.name: titles(pages.use(p)) for p in (a, b)}
            for name, found in shown.items():
                counts = Counter(found)
                doubled = [t for t, n in counts.items() if n > 1]
                check(doubled == [], f"page {name} shows no row twice: {found!r}")
                check("Before the kill" not in found, f"page {name}: the old title is gone")
                check(
                    all(counts[t] == 1 for t in adds),
                    f"page {name} shows each add once: {found!r}",
                )
            check(
                sorted(shown["A"]) == sorted(shown["B"]),
                f"both pages show the same rows: {shown!r}",
            )
            check(
                bt.row_id(pages.use(a), "Retitled during the kill") == before_row,
                "the edited row is the same row (not a new one)",
            )
            again = actions_sent_again(messages[burst_start:], 2)
            check(
                sorted(again) == sorted(seq for _, seq, answered in burst if not answered),
                f"A sent again exactly the adds left unanswered: {again!r} of {burst!r}",
            )
            notes.append(
                f"{len(unacknowledged)} adds unanswered at the kill, sent again on the new "
                f"connection, each shown once"
            )
        else:
            # A's rows are now those of the process it reconnected to: the killed one's are gone.
            d = pages.use(a)
            wait_until(
                d,
                lambda: "On the killed process only" not in titles(d),
                f"A shows its new process's list (it shows {titles(d)!r})",
            )
            if a.process == b.process:
                same_rows(pages, titles(pages.use(b)), [a], "on B's process")

        # A keeps working, and so does nginx with a process gone.
        d = pages.use(a)
        bt.choose_filter(d, "All")
        bt.add_todo(d, "After the reconnection")
        if database:
            expected = titles(pages.use(a))
            same_rows(pages, expected, [b], "after the reconnection")
        no_refusals(pages, [a, b])
        shot = screenshot(pages.use(a), args, "after-kill")

        # The killed process, started again on its port, serves pages again.
        cluster.restart(killed)
        killed = None
        time.sleep(2.2)  # nginx leaves a failed process alone for 2 s (fail_timeout).
        c = pages.open("C", want={victim})
        if database:
            same_rows(pages, titles(pages.use(a)), [c], "on the restarted process")
        else:
            same_rows(pages, [], [c], "on the restarted process, whose list is new")
        d = pages.use(c)
        bt.add_todo(d, "On the restarted process")
        if database:
            same_rows(pages, titles(pages.use(c)), [a, b], "added on the restarted process")
        no_refusals(pages, [a, b, c])
        notes.append(f"restarted as pid {cluster.pids[c.process]}; {shot}")
        return "; ".join(notes)
    finally:
        pages.close()
        restart_if_still_killed(cluster, killed)


# Types a title and presses "Add" twice at once.
DOUBLE_ADD = """
const field = document.getElementById('newTodoTitle');
const form = document.getElementById('newTodo');
field.value = arguments[0];
field.dispatchEvent(new Event('input', { bubbles: true }));
form.requestSubmit();
form.requestSubmit();
"""


def scenario_answers_lost(driver, cluster, args):
    """The process holding page A's WebSocket writes A's adds to the database, and dies before A
    gets the answers: A sends the adds again to another process, which finds them applied (in
    the database, with the writes) and answers them without adding them twice."""
    if not args.database_url:
        raise Skipped("needs the database: the process A reconnects to finds the adds there")
    pages = Pages(driver, cluster)
    killed = None
    try:
        a = pages.open("A")
        b = pages.open("B", avoid={a.process})
        victim = killed = a.process
        empty_rows(pages, a)
        d = pages.use(a)
        adds = [f"Written, unanswered {i}" for i in range(1, 4)]
        typed = "Typed after the adds"
        burst_start = len(wire(d))
        d.execute_script("window.__wire.swallowAnswersOn = 1")
        # "Add" pressed twice: the second finds the title cleared and adds nothing, and changes
        # nothing the database keeps (it is recorded by itself).
        d.execute_script(DOUBLE_ADD, "Pressed twice")
        d.execute_script(BURST, adds, None, None, typed)
        shown = ["Pressed twice"] + adds
        # The adds are in the database: B, on another process, shows them.
        same_rows(pages, shown, [b], "the adds reach B")
        d = pages.use(a)
        wait_until(
            d,
            lambda: sum(1 for m in wire(d) if m["kind"] == "swallowed" and '"addTodo"' in m["data"])
            == len(adds) + 2,
            "A's process answered the adds (answers the page never got)",
        )
        check(not page_call(d, "isSettled('addTodo')"), "A waits for the answers")
        cluster.kill(killed)

        wait_until(d, lambda: page_call(d, "connectionsOpened()") == 2, "A reconnects")
        wait_until(d, lambda: page_call(d, "isConnected()"), "A is connected again")
        a.process = held_now(pages, a, b)
        check(a.process != victim, "A's new connection is held by another process")
        wait_until(d, lambda: page_call(d, "isSettled('addTodo')"), "the adds sent again are answered")
        messages = wire(d)[burst_start:]
        again = actions_sent_again(messages, 2)
        check(len(again) == len(adds) + 2, f"A sent the {len(adds) + 2} adds again: {again!r}")
        time.sleep(1.5)  # An add applied twice would show by now.
        for page in (a, b):
            found = titles(pages.use(page))
            check(sorted(found) == sorted(shown), f"page {page.name} shows each add once: {found!r}")
        d = pages.use(a)
        check(bt.settled(d, "newTodoTitle") == typed, "A's new process has what was typed after")
        no_refusals(pages, [a, b])
        return (
            f"{len(adds) + 2} adds (one pressed twice) applied by {cluster.name(victim)}, answers "
            f"lost, sent again to "
            f"{cluster.name(a.process)}: answered, each shown once"
        )
    finally:
        pages.close()
        restart_if_still_killed(cluster, killed)


def restart_if_still_killed(cluster, killed):
    """A scenario stopped early, with its process killed: the process is started again all the
    same, for the next scenarios."""
    if killed is not None and not is_running(cluster.pids[killed]):
        try:
            cluster.restart(killed)
            time.sleep(2.2)
        except Exception as error:
            print(f"    could not restart {cluster.name(killed)}: {error}", flush=True)


def held_now(pages, a, b):
    """The process holding A's WebSocket now: the one whose connections aren't B's or other
    pages' (every other page is closed here, and B's stays where it was)."""
    ports = set(pages.cluster.ports)
    connections = established(ports)
    by_process = Counter(port for port, _ in connections)
    candidates = [pages.cluster.ports.index(p) for p, n in by_process.items()
                  if n >= (2 if pages.cluster.ports.index(p) == b.process else 1)]
    check(len(candidates) == 1, f"one process holds A's connection: {sorted(connections)!r}")
    return candidates[0]


def run_postgres(args, script):
    command = ["bash", os.path.join(args.postgres_dir, script), str(args.postgres_port)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=90)
    check(
        result.returncode == 0,
        f"{shlex.join(command)} failed ({result.returncode}): {result.stderr[-2000:]}",
    )
    return result.stdout


# What the page shows of a save that failed: the page has no such display yet (the test looks
# for any binding whose path mentions saving, so that one added later is checked).
SAVE_STATUS = """
const bound = [...document.querySelectorAll('[data-text],[data-show],[data-hide],[data-attr]')]
  .filter((e) => !e.closest('template') &&
    /sav/i.test([e.dataset.text, e.dataset.show, e.dataset.hide, e.dataset.attr].join(' ')));
return bound.map((e) => ({
  shown: !e.hidden && e.getClientRects().length > 0,
  text: e.textContent.trim(),
  attributes: [...e.attributes].filter((a) => /sav/i.test(a.name)).map((a) => a.name + '=' + a.value),
}));
"""


def save_problem_shown(driver):
    """None when the page has no display of saving; else whether it shows a problem."""
    found = driver.execute_script(SAVE_STATUS)
    if not found:
        return None
    return any((f["shown"] and f["text"]) or f["attributes"] for f in found)


def scenario_postgres_restarted(driver, cluster, args):
    """PostgreSQL stops and starts again on the same data: pages keep working, edits made while
    it is down are kept, and every page of every process converges on them."""
    if not args.database_url:
        raise Skipped("needs the database")
    pages = Pages(driver, cluster)
    notes = []
    try:
        # A page on every process.
        running = {i for i, pid in enumerate(cluster.pids) if is_running(pid)}
        check(len(running) >= 3, f"3 processes run: {[cluster.name(i) for i in running]}")
        everyone = []
        for name in ("A", "B", "C"):
            taken = {p.process for p in everyone}
            everyone.append(pages.open(name, want=running - taken))
        a, b, c = everyone
        empty_rows(pages, a)
        d = pages.use(a)
        bt.add_todo(d, "Kept across the restart")
        bt.add_todo(d, "Edited while it is down")
        same_rows(pages, ["Kept across the restart", "Edited while it is down"], everyone,
                  "before the restart")

        started = time.monotonic()
        run_postgres(args, "stop.sh")
        # Edits while it is down, on two processes, to different rows.
        d = pages.use(a)
        bt.retitle(d, "Edited while it is down", "Edited on A while the database was down")
        bt.add_todo(d, "Added on A while the database was down")
        d = pages.use(b)
        bt.add_todo(d, "Added on B while the database was down")
        expected = [
            "Kept across the restart",
            "Edited on A while the database was down",
            "Added on A while the database was down",
            "Added on B while the database was down",
        ]
        # Each page keeps its edits (its process holds them until they are written).
        time.sleep(1.0)
        d = pages.use(a)
        for title in expected[1:3]:
            check(title in titles(d), f"A keeps {title!r} while the database is down: {titles(d)!r}")
        shown = save_problem_shown(d)
        if shown is None:
            notes.append("the page has no display of unsaved edits: checked they are kept")
        else:
            wait_until(d, lambda: save_problem_shown(d), "A shows that its edits aren't saved")
        d = pages.use(b)
        check(expected[3] in titles(d), f"B keeps its add while the database is down: {titles(d)!r}")
        # A page still works with the database down: C filters (a page's own field).
        d = pages.use(c)
        bt.choose_filter(d, "Active")
        bt.choose_filter(d, "All")
        down = time.monotonic() - started

        url = run_postgres(args, "start.sh").strip().splitlines()[-1]
        check(url == args.database_url, f"the database is back at the same URL: {url!r}")
        # Every page of every process converges on every edit.
        same_rows(pages, expected, everyone, "after the restart")
        if shown is not None:
            for page in everyone:
                d = pages.use(page)
                wait_until(d, lambda: save_problem_shown(d) is False, f"{page.name}: saved")
        # And keeps working through the database: an edit on C reaches A and B.
        d = pages.use(c)
        bt.row_part(d, "Kept across the restart", ".toggle").click()
        bt.retitle(d, "Added on B while the database was down", "Edited on C after the restart")
        expected[3] = "Edited on C after the restart"
        same_rows(pages, expected, everyone, "edited on C after the restart")
        for page in (a, b):
            d = pages.use(page)
            wait_until(d, lambda: bt.items_left(d) == "3", f"{page.name} counts 3 items left")
        # A page loaded now (any process) shows it all too.
        late = pages.open("D")
        same_rows(pages, expected, [late], "loaded after the restart")
        no_refusals(pages, everyone + [late])
        shot = screenshot(pages.use(a), args, "after-postgres-restart")
        notes.append(f"the database was down {down:.1f} s; {shot}")
        return "; ".join(notes)
    finally:
        pages.close()


SCENARIOS = [
    scenario_two_processes,
    scenario_process_killed,
    scenario_answers_lost,
    scenario_postgres_restarted,
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cluster-dir", required=True, help="the WORKDIR of cluster/start.sh")
    parser.add_argument("--database-url", help="the cluster's PostgreSQL database, if any")
    parser.add_argument("--postgres-dir", help="the folder of postgres/start.sh and stop.sh")
    parser.add_argument("--postgres-port", type=int, help="the port given to postgres/start.sh")
    parser.add_argument("--screenshots", default=".build")
    parser.add_argument("--only", help="run the scenarios whose names contain this")
    args = parser.parse_args()
    if args.database_url and not (args.postgres_dir and args.postgres_port):
        sys.exit("error: --database-url needs --postgres-dir and --postgres-port")
    cluster = Cluster(args.cluster_dir)
    os.makedirs(args.screenshots, exist_ok=True)

    # Stopped from outside (the runner's timeout): quit the browser on the way out.
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(124))

    scenarios = [s for s in SCENARIOS if args.only is None or args.only in s.__name__]
    passed, failed, skipped = 0, 0, 0
    driver = bt.make_driver()
    driver.set_script_timeout(20)
    try:
        for scenario in scenarios:
            name = scenario.__name__.removeprefix("scenario_")
            started = time.monotonic()
            try:
                note = scenario(driver, cluster, args)
            except Skipped as reason:
                skipped += 1
                print(f"SKIPPED {name}: {reason} (not run, not passed)", flush=True)
            except Exception as error:  # A failure, or an error of the browser.
                failed += 1
                print(f"✘ {name} ({time.monotonic() - started:.1f} s): {error}", flush=True)
                if not isinstance(error, Failure):
                    traceback.print_exc()
                try:
                    for entry in driver.get_log("browser")[-10:]:
                        print(f"    browser: {entry.get('message')}", flush=True)
                except Exception:
                    pass  # The browser's log isn't essential.
                try:
                    driver.save_screenshot(os.path.join(args.screenshots, f"cluster-{name}-failed.png"))
                except Exception:
                    pass
            else:
                passed += 1
                details = f"{time.monotonic() - started:.1f} s" + (f"; {note}" if note else "")
                print(f"✔ {name} ({details})", flush=True)
    finally:
        driver.quit()
    print(f"cluster: {passed} passed, {failed} failed, {skipped} skipped")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
