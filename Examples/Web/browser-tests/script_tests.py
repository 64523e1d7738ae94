"""The view pages' script, remote-views.js, alone in chromium: what it does with the browser's
history when the server pushes and pops screens, and with a long list's rows, with a stand-in
for the server.

Run by run.sh (no server needed):

    python3 script_tests.py

The page loads the library's script from the sources, with a WebSocket that records what the
page sends and lets a scenario deliver the server's messages: the whole view, then operations
(the wire format in remote-views.js' header). The scenarios are the cases no example app
reaches: several screens pushed at once (a deep link), a stack popped by several screens at
once, a sheet dismissed with a screen pushed in it, and a long list's next rows asked for as
the person scrolls to its end. Every wait is bounded; the page is served
on 127.0.0.1 only.
"""

import functools
import http.server
import json
import os
import sys
import threading
import time

from selenium.webdriver.common.by import By

from view_tests import Failure, check, make_driver, run_scenarios, wait_until

SCRIPT = os.path.join(
    os.path.dirname(os.path.abspath(__file__)),
    "../../../Sources/ComposableArchitecture/RemoteBindings/Resources/remote-views.js",
)

# A socket the scenario plays the server of: the page's messages go to `window.sent`, and
# `window.deliver(json)` hands the page a message from the server.
PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><meta name="remote-views-socket" content="/ws?token=t">
<script>
window.sent = [];
class FakeSocket extends EventTarget {
  static OPEN = 1;
  constructor(url) {
    super();
    this.url = String(url);
    this.readyState = 0;
    window.socket = this;
    setTimeout(() => { this.readyState = 1; this.dispatchEvent(new Event('open')); }, 0);
  }
  send(text) { window.sent.push(JSON.parse(text)); }
  close() { this.readyState = 3; }
}
window.WebSocket = FakeSocket;
window.deliver = (message) =>
  window.socket.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
</script></head>
<body><main id="app"></main><script src="/remote-views.js"></script></body></html>
"""


def screen(node_id, index, title):
    return (
        f'<section id="n{node_id}" class="screen" data-index="{index}"><div class="screen-content" data-c>'
        f'<div class="titled"><h1 class="nav-title">{title}</h1></div></div></section>'
    )


def stack(node_id, address, depth):
    return f'<div id="n{node_id}" class="nav-stack" data-k="{address}" data-depth="{depth}" data-c></div>'


def with_children(element, children):
    return element.replace("></div>", ">" + "".join(children) + "</div>", 1)


class Page:
    """The page, and the server's side of its socket."""

    def __init__(self, driver, url):
        self.driver = driver
        driver.get(url)
        wait_until(driver, lambda: driver.execute_script("return !!window.socket && window.socket.readyState === 1"), "the page's socket opened")

    def deliver(self, message):
        self.driver.execute_script("window.deliver(arguments[0]);", message)

    def sent(self):
        return self.driver.execute_script("return window.sent;")

    def pops(self):
        return [m["value"] for m in self.sent() if m.get("event") == "pop"]

    def history_length(self):
        return self.driver.execute_script("return history.length;")

    def hash(self):
        return self.driver.execute_script("return location.hash;")

    def back(self):
        self.driver.execute_script("history.back();")


def root_with_stack(address="a1", depth=0):
    return "<div id=\"n1\" class=\"root\" data-c>" + with_children(stack(2, address, depth), [screen(3, 0, "Root")]) + "</div>"


def scenario_back_after_a_deep_link_pops_one_screen_at_a_time(driver, url):
    page = Page(driver, url)
    page.deliver({"html": root_with_stack()})
    before = page.history_length()
    # The server pushed two screens at once: the page gets two history entries.
    page.deliver({"p": [["u", 2, stack(2, "a1", 2)], ["i", 2, None, screen(4, 1, "A")], ["i", 2, None, screen(5, 2, "B")]]})
    wait_until(driver, lambda: page.history_length() == before + 2, "two history entries")
    check(page.hash() == "#/A/B", f"the URL names both screens: {page.hash()}")
    # Back pops one screen, to A, not all of them (nor none).
    page.back()
    wait_until(driver, lambda: page.pops() == [1], f"Back asked for depth 1 (sent: {page.sent()})")
    page.deliver({"p": [["u", 2, stack(2, "a1", 1)], ["d", 5]]})
    page.back()
    wait_until(driver, lambda: page.pops() == [1, 0], f"Back again asked for the root (sent: {page.sent()})")


def scenario_a_pop_of_several_screens_leaves_back_working(driver, url):
    page = Page(driver, url)
    page.deliver({"html": root_with_stack()})
    page.deliver({"p": [["u", 2, stack(2, "a1", 2)], ["i", 2, None, screen(4, 1, "A")], ["i", 2, None, screen(5, 2, "B")]]})
    wait_until(driver, lambda: page.hash() == "#/A/B", "two screens pushed")
    # The server pops both (a "back to the list" button): the page goes back over both entries,
    # with one traversal, and sends nothing for it.
    page.deliver({"p": [["u", 2, stack(2, "a1", 0)], ["d", 4], ["d", 5]]})
    wait_until(driver, lambda: page.hash() == "", f"the URL is the root's again: {page.hash()!r}")
    time.sleep(0.2)
    check(page.pops() == [], f"the page's own going back sent nothing: {page.sent()}")
    # A person's Back afterwards is theirs: it pops.
    page.deliver({"p": [["u", 2, stack(2, "a1", 1)], ["i", 2, None, screen(6, 1, "C")]]})
    wait_until(driver, lambda: page.hash() == "#/C", "a screen pushed")
    page.back()
    wait_until(driver, lambda: page.pops() == [0], f"Back popped the screen (sent: {page.sent()})")


def scenario_a_sheet_dismissed_with_a_screen_pushed_leaves_the_url(driver, url):
    page = Page(driver, url)
    sheet = (
        '<div id="n10" class="presentation style-sheet" data-k="p1" data-presented data-c>'
        '<div id="n11" class="slot slot-presented dialog style-sheet" role="dialog" data-c>'
        + with_children(stack(12, "s1", 0), [screen(13, 0, "Sheet")])
        + "</div></div>"
    )
    page.deliver({"html": '<div id="n1" class="root" data-c>' + sheet + "</div>"})
    before = page.history_length()
    page.deliver({"p": [["u", 12, stack(12, "s1", 1)], ["i", 12, None, screen(14, 1, "Detail")]]})
    wait_until(driver, lambda: page.hash() == "#/Detail", "a screen pushed in the sheet")
    check(page.history_length() == before + 1, "one history entry")
    # The sheet is dismissed (Escape, or its Done) with its stack: its entry goes too.
    page.deliver({"p": [["u", 10, '<div id="n10" class="presentation style-sheet" data-c></div>'], ["d", 11]]})
    wait_until(driver, lambda: page.hash() == "", f"the URL is the page's again: {page.hash()!r}")
    time.sleep(0.2)
    check(page.pops() == [], f"nothing sent for a stack that is gone: {page.sent()}")


def row(node_id):
    return f'<div id="n{node_id}" style="height:100px">Row {node_id}</div>'


MORE_ROWS = '<div id="n9999" class="more-rows" data-k="m1" data-ev="more" aria-hidden="true"></div>'


def list_of(rows):
    return '<div id="n1" class="root" data-c><div id="n2" class="list-rows" data-c>' + "".join(rows) + MORE_ROWS + "</div></div>"


def scenario_a_long_list_asks_for_more_rows_near_its_end(driver, url):
    page = Page(driver, url)
    more = lambda: [m for m in page.sent() if m.get("event") == "more"]
    # 50 rows of 100 px: the end of the rows is far below the view, so nothing is asked.
    page.deliver({"html": list_of(row(10 + n) for n in range(50))})
    time.sleep(0.3)
    check(more() == [], f"nothing asked before the person scrolls: {page.sent()}")
    # Scrolled to the end: the next rows are asked for once, however much the person scrolls
    # while the answer comes.
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight);")
    wait_until(driver, lambda: len(more()) == 1, f"more rows asked for (sent: {page.sent()})")
    check(more()[0]["control"] == "m1", f"asked of the end of the rows: {more()}")
    driver.execute_script("window.scrollBy(0, -50); window.scrollBy(0, 50);")
    time.sleep(0.3)
    check(len(more()) == 1, f"asked once while unanswered: {more()}")
    # The answer: 50 more rows before the end, which is far below the view again.
    inserts = [["i", 2, 9999, row(100 + n)] for n in range(50)]
    page.deliver({"p": inserts, "ack": more()[0]["seq"]})
    time.sleep(0.3)
    check(len(more()) == 1, f"nothing more asked with the end out of view: {more()}")
    driver.execute_script("window.scrollTo(0, document.body.scrollHeight);")
    wait_until(driver, lambda: len(more()) == 2, f"asked again at the new end (sent: {page.sent()})")


def scenario_a_short_page_of_rows_asks_until_the_view_is_full(driver, url):
    page = Page(driver, url)
    more = lambda: [m for m in page.sent() if m.get("event") == "more"]
    # Two rows leave the end of the rows in view: more is asked at once, and again after the
    # answer while it still is; once the end is gone, nothing is.
    page.deliver({"html": list_of([row(10), row(11)])})
    wait_until(driver, lambda: len(more()) == 1, f"more rows asked for at once (sent: {page.sent()})")
    page.deliver({"p": [["i", 2, 9999, row(12)]], "ack": more()[0]["seq"]})
    wait_until(driver, lambda: len(more()) == 2, f"asked again while in view (sent: {page.sent()})")
    page.deliver({"p": [["i", 2, 9999, row(13)], ["d", 9999]], "ack": more()[1]["seq"]})
    time.sleep(0.3)
    check(len(more()) == 2, f"nothing asked once every row is shown: {more()}")


SCENARIOS = [
    scenario_back_after_a_deep_link_pops_one_screen_at_a_time,
    scenario_a_pop_of_several_screens_leaves_back_working,
    scenario_a_sheet_dismissed_with_a_screen_pushed_leaves_the_url,
    scenario_a_long_list_asks_for_more_rows_near_its_end,
    scenario_a_short_page_of_rows_asks_until_the_view_is_full,
]


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        if self.path.startswith("/remote-views.js"):
            with open(SCRIPT, "rb") as file:
                body, kind = file.read(), "text/javascript"
        else:
            body, kind = PAGE.encode(), "text/html"
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def main():
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    driver = make_driver()
    try:
        # Each scenario on a page of its own path, so that history starts afresh.
        counter = iter(range(1000))
        passed, failed = run_scenarios(
            driver,
            SCENARIOS,
            lambda scenario: scenario(driver, f"http://127.0.0.1:{server.server_port}/page{next(counter)}"),
        )
    finally:
        driver.quit()
        server.shutdown()
    print(f"page script: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
