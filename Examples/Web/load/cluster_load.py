"""The cross-process phase of the load benchmark: pages of several todos-web processes that share
their todos through PostgreSQL (load/cluster.sh starts them).

Pages are spread over the processes in turn, each connected to its process directly (its page
fetched from that process, its WebSocket opened with the public origin, as nginx would), so that
every page's process is known. Then, every wait bounded:

1. Propagation: one page at a time adds a todo (`newTodoTitle`, then `addTodo`); the time from
   the add to the moment each page of the *other* processes shows the new row is a sample.
   load/cluster.sh has the Swift client (`remote-load --phases propagation`) time it, and
   passes its JSON line (--propagation-json); without it, this script times it itself.
2. Unshared edits: a third of the pages, on the first process, type into their own
   `newTodoTitle` for a while (state no other page shares), paced (--typing-rate); the
   process's CPU time (from /proc) per answered edit, beside the same load on one process that
   keeps as many todos in memory (--baseline-port), as today, the two taking turns.
3. At once: every page (opened again) adds a todo in the same moment; every page of every
   process must end up showing all of them, and the database holding them (none lost, none
   doubled). Last, since a page opened after it is sent a thousand rows and more. With
   --at-once-client, the Swift client (`remote-load --phases at-once`) runs it: it reads a
   thousand pages' answers faster than this script, which the servers would close pages of.

Prints a report, then one JSON line with every number. Exits 1 when a page loses a todo, or a
goal is missed (--check): propagation p99 under 50 ms, no add lost, unshared CPU per round trip
within 10 % of the baseline's.
"""

import argparse
import asyncio
import json
import os
import re
import statistics
import subprocess
import sys
import time
import urllib.request

import websockets

PAGE_TOKEN = re.compile(r"/ws\?token=([0-9a-fA-F]+)")
ITEMS_LEFT_PREFIX = '{"field":"itemsLeft","value":'


def cpu_seconds(pid):
    """The CPU time a process has used, user and system, in seconds."""
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    ticks = os.sysconf(os.sysconf_names["SC_CLK_TCK"])
    return (int(fields[11]) + int(fields[12])) / ticks


class Page:
    """One page's WebSocket: what it shows of the todos, and its answers."""

    def __init__(self, index, process, port, public_origin):
        self.index = index
        self.process = process
        self.port = port
        self.public_origin = public_origin
        self.ids = []
        self.id_set = set()
        self.items_left = None
        self.seen_at = {}  # row id -> when this page first showed it
        self.answers = {}  # seq -> future, for messages awaiting their answer
        self.answered = 0
        self.errors = []
        self.seq = 0
        self.socket = None
        self.reader = None
        self.closed = None  # why the server closed the page's connection, if it did

    async def open(self):
        loop = asyncio.get_running_loop()
        html = await loop.run_in_executor(
            None,
            lambda: urllib.request.urlopen(f"http://127.0.0.1:{self.port}/", timeout=10).read(),
        )
        token = PAGE_TOKEN.search(html.decode()).group(1)
        self.socket = await websockets.connect(
            f"ws://127.0.0.1:{self.port}/ws?token={token}",
            origin=self.public_origin,
            open_timeout=20,
            max_queue=None,
            ping_interval=None,
        )
        self.reader = asyncio.create_task(self.read())

    async def read(self):
        try:
            async for text in self.socket:
                # The count of todos left, the most frequent message of the adds at once, is
                # read without a JSON parser: a client that falls behind gets closed.
                if text.startswith(ITEMS_LEFT_PREFIX) and text[-1] == "}":
                    value = text[len(ITEMS_LEFT_PREFIX) : -1]
                    if value.isdigit():
                        self.items_left = int(value)
                        continue
                message = json.loads(text)
                if message.get("rows") == "todos":
                    now = time.monotonic()
                    self.ids = message["ids"]
                    self.id_set = set(self.ids)
                    for identifier in self.ids:
                        self.seen_at.setdefault(identifier, now)
                if message.get("field") == "itemsLeft":
                    self.items_left = message["value"]
                if "error" in message:
                    self.errors.append(message["error"])
                seq = message.get("seq")
                if seq is not None and seq in self.answers:
                    self.answered += 1
                    future = self.answers.pop(seq)
                    if not future.done():
                        future.set_result(message)
        except websockets.ConnectionClosed as closed:
            self.closed = f"{closed.rcvd.code if closed.rcvd else 'no code'}"

    async def send(self, message, wait=True, timeout=20):
        self.seq += 1
        message = dict(message, seq=self.seq)
        future = asyncio.get_running_loop().create_future()
        self.answers[self.seq] = future
        await self.socket.send(json.dumps(message))
        if wait:
            await asyncio.wait_for(future, timeout)
        return future

    async def add(self, title, timeout=20):
        await self.send({"field": "newTodoTitle", "value": title}, wait=False)
        await self.send({"action": "addTodo"}, timeout=timeout)

    async def close(self):
        await self.socket.close()
        self.reader.cancel()


async def until(condition, timeout, description):
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise TimeoutError(description)
        await asyncio.sleep(0.005)


def percentile(samples, fraction):
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def open_pages(count, ports, public_origin, in_flight=50):
    pages = [Page(i, i % len(ports), ports[i % len(ports)], public_origin) for i in range(count)]
    gate = asyncio.Semaphore(in_flight)

    async def open_one(page):
        async with gate:
            await page.open()

    await asyncio.gather(*(open_one(page) for page in pages))
    return pages


async def propagation(pages, changes):
    """Adds `changes` todos, one at a time, from pages of each process in turn: the delay until
    each page of the other processes shows the new row."""
    samples = []
    for change in range(changes):
        author = pages[change % len(pages)]
        before = set(author.id_set)
        started = time.monotonic()
        await author.add(f"propagation {change}")
        await until(lambda: len(author.id_set - before) >= 1, 10, "the author shows its row")
        new = next(iter(author.id_set - before))
        # With one process (a try of the benchmark itself), the author's neighbours.
        others = [page for page in pages if page.process != author.process] or [
            page for page in pages if page is not author
        ]
        await until(
            lambda: all(new in page.id_set for page in others),
            10,
            f"every page of the other processes shows change {change}",
        )
        samples += [(page.seen_at[new] - started) * 1000 for page in others]
    return samples


async def at_once(pages, observers_per_process=1):
    """Every page adds a todo at the same moment. Each page but one per process first shows only
    completed todos (none are), so that it is told only the count of todos left, not every row's
    id after every add: the observers show every row."""
    observers = {}
    for page in pages:
        observers.setdefault(page.process, page)
    watchers = [page for page in pages if observers[page.process] is not page]
    await asyncio.gather(*(page.send({"field": "filter", "value": "completed"}) for page in watchers))
    before = max(len(page.id_set) for page in observers.values())
    expected = before + len(pages)
    started = time.monotonic()
    results = await asyncio.gather(
        *(page.add(f"at once {page.index}", timeout=120) for page in pages), return_exceptions=True
    )
    # An add not answered within its timeout is counted, not fatal: whether it was applied shows
    # in the rows the pages and the database end up with.
    unanswered = sum(1 for result in results if isinstance(result, Exception))
    answered = time.monotonic() - started
    try:
        await until(
            lambda: all(page.items_left == expected for page in watchers if not page.closed)
            and all(len(page.id_set) == expected for page in observers.values() if not page.closed),
            120,
            "every page shows every add",
        )
    except TimeoutError:
        pass
    converged = time.monotonic() - started
    # A page its server closed (one that didn't read fast enough) shows what it had then: it is
    # counted apart (closed_by_server), not as a lost add.
    open_watchers = [page for page in watchers if not page.closed]
    shown = [page.items_left or 0 for page in open_watchers] + [
        len(page.id_set) for page in observers.values() if not page.closed
    ] or [0]
    by_process = {}
    for page in open_watchers:
        by_process.setdefault(page.process, []).append(page.items_left or 0)
    for process, page in observers.items():
        by_process.setdefault(process, []).append(len(page.id_set))
    # A page that lags: is its process's list behind, or only what the page was told? A new page
    # of each process tells.
    fresh = {}
    if min(shown) < expected:
        for process in sorted(by_process):
            page = Page(-1, process, pages[process].port, pages[process].public_origin)
            await page.open()
            await until(lambda: page.items_left is not None, 10, "a new page's first values")
            fresh[str(process)] = page.items_left
            await page.close()
    return {
        "new_page_rows_by_process": fresh,
        "rows_shown_by_process": {
            str(process): [min(counts), max(counts)] for process, counts in sorted(by_process.items())
        },
        "pages": len(pages),
        "expected_rows": expected,
        "fewest_rows_shown": min(shown),
        "most_rows_shown": max(shown),
        "lost": expected - min(shown),
        "unanswered": unanswered,
        "answered_seconds": round(answered, 3),
        "converged_seconds": round(converged, 3),
    }


def at_once_by(client, ports, pages):
    """The adds at once, by the Swift client (`remote-load --phases at-once`): a thousand pages'
    answers and counts arrive within seconds, and a client that reads them slowly (this one, one
    thread for every WebSocket) gets pages closed by the servers for not reading."""
    command = [
        client, "--port", str(ports[0]), "--ports", ",".join(str(port) for port in ports),
        "--phases", "at-once", "--at-once-pages", str(pages),
    ]
    completed = subprocess.run(command, capture_output=True, text=True, timeout=600)
    print(completed.stdout, end="", flush=True)
    try:
        measured = json.loads(completed.stdout.strip().splitlines()[-1])
        by_process = {}
        for key, value in measured.items():
            match = re.fullmatch(r"atOnce\.process(\d+)\.(fewest|most)RowsShown", key)
            if match:
                counts = by_process.setdefault(str(int(match.group(1)) - 1), [0, 0])
                counts[0 if match.group(2) == "fewest" else 1] = int(value)
        return {
            "client": "remote-load",
            "rows_shown_by_process": dict(sorted(by_process.items())),
            "pages": int(measured["atOnce.pages"]),
            "expected_rows": int(measured["atOnce.expectedRows"]),
            "fewest_rows_shown": int(measured["atOnce.fewestRowsShown"]),
            "most_rows_shown": int(measured["atOnce.mostRowsShown"]),
            "lost": int(measured["atOnce.lost"]),
            "unanswered": int(measured["atOnce.unanswered"]),
            "refusals": int(measured["atOnce.refusals"]),
            "closed_by_server": int(measured["atOnce.closedByServer"]),
            "answered_seconds": round(float(measured["atOnce.answeredSeconds"]), 3),
            "converged_seconds": round(float(measured["atOnce.convergedSeconds"]), 3),
        }
    except (IndexError, ValueError, KeyError, TypeError) as error:
        sys.exit(f"cluster_load.py: no adds at once measured by remote-load ({error}): {completed.stderr}")


def stored_rows(database_url):
    """How many todos the database holds, or None without one."""
    if not database_url:
        return None
    import subprocess

    output = subprocess.run(
        ["psql", database_url, "-tAc",
         "SELECT count(*) FROM tca_shared WHERE key = 'todos' AND element_id <> ''"],
        capture_output=True, text=True, timeout=30, check=True,
    ).stdout
    return int(output.strip())


async def unshared_edits(pages, pids, seconds, rate):
    """Every page types into its own field for `seconds`, `rate` edits a second in all (each page
    waits for its answer, then for its next turn): the process's CPU per answered edit.

    Paced, so that the processes compared are offered the same edits at the same moments: CPU
    per edit depends on how many messages a wake-up of the server finds, which a closed loop as
    fast as the client goes leaves to chance."""
    cpu_before = sum(cpu_seconds(pid) for pid in pids)
    answered_before = sum(page.answered for page in pages)
    started = time.monotonic()
    deadline = started + seconds
    interval = len(pages) / rate

    async def type_on(index, page):
        # Spread over the interval, so that the edits arrive evenly.
        turn = started + interval * index / len(pages)
        count = 0
        while turn < deadline:
            await asyncio.sleep(max(0.0, turn - time.monotonic()))
            count += 1
            await page.send({"field": "newTodoTitle", "value": f"typing {count}"})
            turn += interval

    await asyncio.gather(*(type_on(index, page) for index, page in enumerate(pages)))
    edits = sum(page.answered for page in pages) - answered_before
    cpu = sum(cpu_seconds(pid) for pid in pids) - cpu_before
    return {"edits": edits, "cpu_seconds": round(cpu, 3), "cpu_us_per_edit": cpu / max(edits, 1) * 1e6}


def combined(windows):
    """The edits and CPU of several windows of typing, as one."""
    edits = sum(window["edits"] for window in windows)
    cpu = sum(window["cpu_seconds"] for window in windows)
    return {
        "edits": edits,
        "cpu_seconds": round(cpu, 3),
        "cpu_us_per_edit": cpu / max(edits, 1) * 1e6,
        "windows": len(windows),
    }


def propagation_from(path):
    """The propagation as remote-load measured it: its JSON line, or a failure if it has none."""
    try:
        with open(path) as file:
            measured = json.loads(file.read())
        return {
            "client": "remote-load",
            "samples": int(measured["propagation.samples"]),
            "missed": int(measured["propagation.missed"]),
            "closed_by_server": int(measured["propagation.closedByServer"]),
            "p50": round(float(measured["propagation.p50"]), 2),
            "p99": round(float(measured["propagation.p99"]), 2),
            "max": round(float(measured["propagation.max"]), 2),
            "client_cpu_ms_per_change": round(
                float(measured["propagation.clientCPUMillisecondsPerChange"]), 1
            ),
            "server_cpu_ms_per_change": [
                round(float(measured[f"propagation.server{number}CPUMillisecondsPerChange"]), 1)
                for number in range(1, len(measured) + 1)
                if measured.get(f"propagation.server{number}CPUMillisecondsPerChange") is not None
            ],
        }
    except (OSError, ValueError, KeyError, TypeError) as error:
        sys.exit(f"cluster_load.py: no propagation measured by remote-load ({error})")


async def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ports", required=True, help="the processes' ports, comma-separated")
    parser.add_argument("--pids", required=True, help="the processes' pids, comma-separated")
    parser.add_argument("--public-origin", required=True)
    parser.add_argument("--baseline-port", type=int, help="one todos-web with its todos in memory")
    parser.add_argument("--baseline-pid", type=int)
    parser.add_argument("--database-url", help="to count the todos the database holds")
    parser.add_argument("--pages", type=int, default=1000)
    parser.add_argument("--changes", type=int, default=30)
    parser.add_argument("--typing-seconds", type=float, default=10)
    parser.add_argument(
        "--typing-rate", type=float, default=5000,
        help="unshared edits a second, over all the typing pages (paced: see unshared_edits)",
    )
    parser.add_argument("--check", action="store_true", help="exit 1 when a goal is missed")
    parser.add_argument(
        "--propagation-json", help="the propagation as remote-load measured it (its JSON line)"
    )
    parser.add_argument(
        "--at-once-client", help="remote-load, to run the adds at once (--phases at-once)"
    )
    arguments = parser.parse_args()
    ports = [int(port) for port in arguments.ports.split(",")]
    pids = [int(pid) for pid in arguments.pids.split(",")]
    report = {"processes": len(ports), "pages": arguments.pages}

    if arguments.propagation_json:
        report["propagation_ms"] = propagation_from(arguments.propagation_json)
        report["refusals"] = 0
        report["closed_by_server"] = ["closed"] * report["propagation_ms"]["closed_by_server"]
    else:
        pages = await open_pages(arguments.pages, ports, arguments.public_origin)
        samples = await propagation(pages, arguments.changes)
        report["propagation_ms"] = {
            "client": "cluster_load.py",
            "samples": len(samples),
            "missed": 0,
            "p50": round(statistics.median(samples), 2),
            "p99": round(percentile(samples, 0.99), 2),
            "max": round(max(samples), 2),
        }
        report["refusals"] = sum(len(page.errors) for page in pages)
        report["closed_by_server"] = [page.closed for page in pages if page.closed]
        await asyncio.gather(*(page.close() for page in pages))
    print(f"propagation: {report['propagation_ms']}", flush=True)

    # Unshared edits cost one process: a third of the pages, on the first process (its todos in
    # PostgreSQL), beside as many on one process with its todos in memory, as today. They take
    # turns, in short windows, so that whatever else the machine does meanwhile weighs on both.
    share = max(1, arguments.pages // len(ports))
    first = await open_pages(share, [ports[0]], arguments.public_origin)
    rounds = 5
    window = arguments.typing_seconds / rounds
    if arguments.baseline_port:
        baseline_pages = await open_pages(
            share, [arguments.baseline_port], f"http://127.0.0.1:{arguments.baseline_port}"
        )
        # As many todos as the processes share, so that only where they are kept differs.
        rows = max(len(page.id_set) for page in first)
        for start in range(0, rows, len(baseline_pages)):
            batch = baseline_pages[: min(len(baseline_pages), rows - start)]
            await asyncio.gather(
                *(page.add(f"baseline {start + i}", timeout=120) for i, page in enumerate(batch))
            )
        unshared, baseline = [], []
        for _ in range(rounds):
            unshared.append(await unshared_edits(first, [pids[0]], window, arguments.typing_rate))
            baseline.append(
                await unshared_edits(
                    baseline_pages, [arguments.baseline_pid], window, arguments.typing_rate
                )
            )
        report["unshared"] = combined(unshared)
        report["baseline_unshared"] = combined(baseline)
        print(f"unshared: {report['unshared']}", flush=True)
        await asyncio.gather(*(page.close() for page in baseline_pages))
        report["unshared_cpu_ratio"] = round(
            report["unshared"]["cpu_us_per_edit"] / report["baseline_unshared"]["cpu_us_per_edit"], 3
        )
    else:
        report["unshared"] = await unshared_edits(
            first, [pids[0]], arguments.typing_seconds, arguments.typing_rate
        )
        print(f"unshared: {report['unshared']}", flush=True)
    report["refusals"] += sum(len(page.errors) for page in first)
    await asyncio.gather(*(page.close() for page in first))

    # The adds at once come last: after them, a page opened on the list is sent every one of
    # its rows (a thousand and more), more than the typing pages above should start with.
    if arguments.at_once_client:
        report["at_once"] = at_once_by(arguments.at_once_client, ports, arguments.pages)
        report["refusals"] += report["at_once"]["refusals"]
        report["closed_by_server"] += ["closed"] * report["at_once"]["closed_by_server"]
    else:
        pages = await open_pages(arguments.pages, ports, arguments.public_origin)
        report["at_once"] = await at_once(pages)
        report["refusals"] += sum(len(page.errors) for page in pages)
        report["closed_by_server"] += [page.closed for page in pages if page.closed]
        await asyncio.gather(*(page.close() for page in pages))
    report["at_once"]["stored_rows"] = stored_rows(arguments.database_url)
    print(f"at once: {report['at_once']}", flush=True)

    propagation_ms = report["propagation_ms"]
    print(f"{arguments.pages} pages over {len(ports)} processes")
    print(
        f"  a shared change reaches the other processes' pages: p50 {propagation_ms['p50']} ms, "
        f"p99 {propagation_ms['p99']} ms, max {propagation_ms['max']} ms "
        f"({propagation_ms['samples']} samples, {propagation_ms['missed']} missing; "
        f"timed by {propagation_ms['client']})"
    )
    if "server_cpu_ms_per_change" in propagation_ms:
        print(
            f"  CPU per shared change: each server {propagation_ms['server_cpu_ms_per_change']} ms, "
            f"the client {propagation_ms['client_cpu_ms_per_change']} ms"
        )
    at_once_report = report["at_once"]
    print(
        f"  {at_once_report['pages']} adds at once: {at_once_report['lost']} lost; every page shows "
        f"all {at_once_report['expected_rows']} rows after {at_once_report['converged_seconds']} s "
        f"(the database holds {at_once_report['stored_rows']})"
    )
    unshared = report["unshared"]
    print(
        f"  unshared edits on one process, {share} pages, {arguments.typing_rate:.0f} a second: "
        f"{unshared['edits']} answered, {unshared['cpu_us_per_edit']:.1f} µs of server CPU each"
    )
    if "baseline_unshared" in report:
        print(
            f"  the same on one process with its todos in memory, in turns with it: "
            f"{report['baseline_unshared']['cpu_us_per_edit']:.1f} µs each "
            f"(ratio {report['unshared_cpu_ratio']})"
        )
    print(json.dumps(report))

    failures = []
    if propagation_ms["missed"]:
        failures.append(f"{propagation_ms['missed']} pages didn't show a shared change within 10 s")
    if at_once_report["lost"] > 0:
        failures.append(f"{at_once_report['lost']} adds lost")
    if at_once_report["unanswered"] > 0:
        failures.append(f"{at_once_report['unanswered']} adds not answered within 120 s")
    if report["closed_by_server"]:
        failures.append(f"{len(report['closed_by_server'])} pages closed by their server")
    if report["refusals"]:
        failures.append(f"{report['refusals']} messages refused")
    if arguments.check:
        if propagation_ms["p99"] >= 50:
            failures.append(f"propagation p99 {propagation_ms['p99']} ms, not under 50 ms")
        ratio = report.get("unshared_cpu_ratio")
        if ratio is not None and not 0.9 <= ratio <= 1.1:
            failures.append(f"unshared CPU per edit {ratio} of the baseline's, not within 10 %")
    if failures:
        print("FAILED: " + "; ".join(failures), file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    asyncio.run(main())
