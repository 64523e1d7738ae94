"""The web examples' pages in a real browser: Debian's chromium, driven through chromedriver.

Both pages run on the library's one generic page script, remote-bindings.js, and nothing else.
Run by run.sh, which starts the servers:

    python3 browser_tests.py --url http://127.0.0.1:PORT/ --slow-url http://127.0.0.1:PORT2/ \
        --todos-url http://127.0.0.1:PORT3/ \
        --screenshot .build/settings-form.png --todos-screenshot .build/todos.png

Each Settings scenario opens a page of its own (a store of its own on the server); the Todos
pages of one server share their list, so each Todos scenario starts by emptying it. Scenarios act
as a person would, and check what the page shows and what the server answered (the script keeps,
in `window.remoteBindings`, the server's last value of each field, the rows' ids, and counts what
it ignored). Every wait is bounded. Only 127.0.0.1 is reached.
"""

import argparse
import http.client
import http.server
import json
import socket
import struct
import sys
import threading
import time
import traceback
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT_SECONDS = 10


class Failure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


# The browser


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in [
        "--headless=new",
        "--no-sandbox",
        "--disable-dev-shm-usage",
        "--disable-gpu",
        "--window-size=820,980",
        "--no-first-run",
        "--no-default-browser-check",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
    ]:
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(10)
    return driver


def wait_until(driver, condition, description, timeout=WAIT_SECONDS):
    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05).until(lambda _: condition())
    except TimeoutException:
        raise Failure(f"timed out after {timeout} s waiting until {description}") from None


def page_call(driver, expression):
    return driver.execute_script(f"return window.remoteBindings.{expression};")


def page_token(driver):
    """The page's token, from the socket address in its <meta name="remote-bindings-socket">."""
    address = driver.execute_script(
        "return document.querySelector('meta[name=remote-bindings-socket]').content"
    )
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(address).query)
    return query["token"][0]


def element(driver, element_id):
    return driver.find_element(By.ID, element_id)


def is_shown(driver, element_id):
    return element(driver, element_id).is_displayed()


def text_of(driver, element_id):
    return element(driver, element_id).text


def open_page(driver, url):
    driver.get(url)
    wait_until(driver, lambda: page_call(driver, "isConnected()"), "the page is connected")
    # The first messages (every field's value) have arrived once the status line has text.
    wait_until(driver, lambda: text_of(driver, "displayNameStatus") != "", "the first status")


def settled(driver, field):
    wait_until(
        driver,
        lambda: page_call(driver, f"isSettled({json.dumps(field)})"),
        f"the server answered the last edit of {field}",
    )
    return page_call(driver, f"serverValue({json.dumps(field)})")


def type_name(driver, name):
    field = element(driver, "displayName")
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    field.send_keys(name)


def wait_for_status(driver, text):
    wait_until(
        driver,
        lambda: text_of(driver, "displayNameStatus") == text,
        f"the status line says {text!r} (it says {text_of(driver, 'displayNameStatus')!r})",
    )


def errors_shown(driver):
    # Read at once: the list keeps the last five, so an item may go while it's read.
    return driver.execute_script(
        "return [...document.querySelectorAll('#errorList li')].map((item) => item.textContent)"
    )


def wait_for_error(driver, text):
    wait_until(
        driver,
        lambda: text in errors_shown(driver),
        f"the page shows the error {text!r} (it shows {errors_shown(driver)!r})",
    )


def wait_for_error_naming(driver, *parts):
    """Waits until an error shown names every part (the exact texts are the server's)."""
    wait_until(
        driver,
        lambda: any(all(part in error for part in parts) for error in errors_shown(driver)),
        f"the page shows an error naming {parts!r} (it shows {errors_shown(driver)!r})",
    )


def turn_notifications_on(driver, allow=True):
    element(driver, "enableNotifications").click()
    wait_until(driver, lambda: is_shown(driver, "permissionDialog"), "the permission dialog shows")
    check(
        text_of(driver, "permissionTitle") == "“Settings” Would Like to Send You Notifications",
        f"the permission dialog's title: {text_of(driver, 'permissionTitle')!r}",
    )
    wait_until(driver, lambda: is_shown(driver, "notificationsWaiting"), "“Waiting…” shows")
    wait_until(
        driver,
        lambda: driver.execute_script("return document.activeElement.id") == "permissionAllow",
        "the shown dialog's [autofocus] button has the focus",
    )
    element(driver, "permissionAllow" if allow else "permissionDeny").click()
    wait_until(driver, lambda: not is_shown(driver, "permissionDialog"), "the dialog closes")


# Scenarios


def scenario_availability(driver, urls):
    """Type a display name and see the availability result."""
    open_page(driver, urls.url)
    check(
        text_of(driver, "displayNameStatus") == "Letters, digits, spaces and . _ - '",
        "the status line starts with the hint",
    )
    type_name(driver, "Blobby")
    wait_for_status(driver, "… Checking availability…")
    wait_for_status(driver, "✓ Available.")
    check(text_of(driver, "displayNameCount") == "6/16", "the count says 6/16")
    check(settled(driver, "displayName") == "Blobby", "the server has the name")

    type_name(driver, "Blob")
    wait_for_status(driver, "✗ Already taken. Try another name.")

    type_name(driver, "Bo")
    wait_for_status(driver, "✗ Use at least 3 characters.")

    type_name(driver, "Blob!")
    wait_for_status(driver, "✗ “!” isn't allowed in names.")


def scenario_toggles(driver, urls):
    """Flip toggles and see dependent rows appear; the permission prompt and the alert."""
    open_page(driver, urls.url)
    type_name(driver, "Blobby")
    wait_for_status(driver, "✓ Available.")

    element(driver, "protectMyPosts").click()
    check(settled(driver, "protectMyPosts") is True, "the server has protectMyPosts on")
    check(not is_shown(driver, "notificationOptions"), "no notification rows while they are off")

    # Permission granted: the dependent rows appear.
    turn_notifications_on(driver, allow=True)
    wait_until(driver, lambda: is_shown(driver, "notificationOptions"), "the notification rows show")
    check(not is_shown(driver, "notificationsWaiting"), "“Waiting for permission…” is gone")
    check(settled(driver, "enableNotifications") is True, "the server has notifications on")

    element(driver, "sendMobileNotifications").click()
    check(settled(driver, "sendMobileNotifications") is True, "the server has mobile on")
    Select(element(driver, "digest")).select_by_value("weekly")
    check(settled(driver, "digest") == "weekly", "the server has the weekly digest")
    element(driver, "displayName").click()  # Focus away from the picker, for the picture.
    driver.save_screenshot(urls.screenshot)

    # Turning notifications off with a channel on asks first; Cancel keeps them on.
    element(driver, "enableNotifications").click()
    wait_until(driver, lambda: is_shown(driver, "alertDialog"), "the alert shows")
    check(text_of(driver, "alertTitle") == "Turn off all notifications?", "the alert's title")
    check(
        text_of(driver, "alertMessage") == "Mobile and email notifications will both be turned off.",
        "the alert's message",
    )
    labels = [b.text for b in driver.find_elements(By.CSS_SELECTOR, "#alertButtons button")]
    check(labels == ["Turn Off", "Cancel"], f"the alert's buttons: {labels!r}")
    wait_until(
        driver,
        lambda: element(driver, "enableNotifications").is_selected(),
        "the toggle shows notifications still on while the alert asks",
    )
    driver.find_element(By.XPATH, "//div[@id='alertButtons']/button[.='Cancel']").click()
    wait_until(driver, lambda: not is_shown(driver, "alertDialog"), "the alert closes")
    check(settled(driver, "enableNotifications") is True, "notifications stay on after Cancel")
    check(is_shown(driver, "notificationOptions"), "the rows still show after Cancel")
    check(element(driver, "sendMobileNotifications").is_selected(), "mobile stays on")

    # Escape dismisses the alert: nothing changes either.
    element(driver, "enableNotifications").click()
    wait_until(driver, lambda: is_shown(driver, "alertDialog"), "the alert shows again")
    element(driver, "alertButtons").find_element(By.TAG_NAME, "button").send_keys(Keys.ESCAPE)
    wait_until(driver, lambda: not is_shown(driver, "alertDialog"), "Escape closes the alert")
    check(page_call(driver, "serverValue('enableNotifications')") is True, "still on")

    # Turn Off turns notifications and the channels off: the rows go away.
    element(driver, "enableNotifications").click()
    wait_until(driver, lambda: is_shown(driver, "alertDialog"), "the alert shows a third time")
    driver.find_element(By.XPATH, "//div[@id='alertButtons']/button[.='Turn Off']").click()
    wait_until(driver, lambda: not is_shown(driver, "notificationOptions"), "the rows go away")
    wait_until(
        driver,
        lambda: not element(driver, "enableNotifications").is_selected(),
        "the toggle shows notifications off",
    )
    check(page_call(driver, "serverValue('sendMobileNotifications')") is False, "mobile is off")

    # Permission denied: notifications stay off, and the page says why.
    turn_notifications_on(driver, allow=False)
    wait_until(driver, lambda: is_shown(driver, "notificationsDenied"), "“Not allowed” shows")
    check(
        text_of(driver, "notificationsDenied") == "Not allowed, so they stay off.",
        "the denial's text",
    )
    wait_until(
        driver,
        lambda: not element(driver, "enableNotifications").is_selected(),
        "the toggle turns back off",
    )
    check(not is_shown(driver, "notificationOptions"), "no rows after a denial")
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")


def scenario_fast_typing_with_latency(driver, urls):
    """Type fast with 300 ms of latency per message on the server: no character is lost."""
    open_page(driver, urls.slow_url)
    name = "Quick brown fox"
    field = element(driver, "displayName")
    field.click()
    # Pauses longer than the page's 150 ms debounce send the name while typing goes on, about
    # every 0.2 s: faster than the server handles them (0.3 s each), so its answers to older
    # messages arrive after newer ones were sent.
    pauses = [0.03, 0.17, 0.17]
    for index, character in enumerate(name[:-2]):
        field.send_keys(character)
        time.sleep(pauses[index % len(pauses)])
        value = field.get_attribute("value")
        check(
            value == name[: index + 1],
            f"the focused input was overwritten: {value!r} after typing {name[: index + 1]!r}",
        )
    # The last characters and Tab at once: the input loses focus while old answers are on
    # their way. Stale ones must not be shown.
    field.send_keys(name[-2:], Keys.TAB)
    wait_until(
        driver,
        lambda: page_call(driver, "isSettled('displayName')"),
        "the server answered the last message",
        timeout=20,
    )
    check(field.get_attribute("value") == name, f"the input says {field.get_attribute('value')!r}")
    server_name = page_call(driver, "serverValue('displayName')")
    check(server_name == name, f"the server has {server_name!r}")
    stats = page_call(driver, "stats()")
    check(stats["staleIgnored"] >= 1, f"some answers were stale and ignored: {stats!r}")
    writes = [w["value"] for w in stats["writes"] if w["field"] == "displayName"]
    check(all(value == name for value in writes), f"stale values were shown: {writes!r}")
    wait_for_status(driver, "✓ Available.")
    return f"{stats['staleIgnored']} stale answers ignored"


def scenario_two_tabs(driver, urls):
    """Two tabs, each with a store of its own."""
    open_page(driver, urls.url)
    first = driver.current_window_handle
    first_token = page_token(driver)
    driver.switch_to.new_window("tab")
    second = driver.current_window_handle
    try:
        open_page(driver, urls.url)
        second_token = page_token(driver)
        check(first_token != second_token, "each page has a token of its own")

        type_name(driver, "Blob")
        element(driver, "protectMyPosts").click()
        check(settled(driver, "protectMyPosts") is True, "the second tab's store has it on")
        wait_for_status(driver, "✗ Already taken. Try another name.")

        driver.switch_to.window(first)
        type_name(driver, "Alice")
        wait_for_status(driver, "✓ Available.")
        check(settled(driver, "displayName") == "Alice", "the first tab's store has Alice")
        check(not element(driver, "protectMyPosts").is_selected(), "the first tab's toggle is off")
        check(page_call(driver, "serverValue('protectMyPosts')") is False, "and its store's")

        driver.switch_to.window(second)
        check(page_call(driver, "serverValue('displayName')") == "Blob", "the second tab kept Blob")
        check(element(driver, "displayName").get_attribute("value") == "Blob", "and shows it")
        check(text_of(driver, "displayNameStatus") == "✗ Already taken. Try another name.", "status")
    finally:
        driver.close()
        driver.switch_to.window(first)


def scenario_forged_messages(driver, urls):
    """Forged messages are refused, the page shows why, and nothing changes."""
    open_page(driver, urls.url)

    def send(message):
        check(page_call(driver, f"sendRaw({json.dumps(message)})") is True, "the page sent it")

    send('{"field":"isLoading","value":true,"seq":900001}')
    wait_for_error(driver, 'The field "isLoading" can\'t be set by a client.')
    send('{"field":"protectMyPosts","value":"yes","seq":900002}')
    wait_for_error(driver, 'The value of "protectMyPosts" must be true or false.')
    send('{"field":"digest","value":"hourly"}')
    wait_for_error(driver, 'The value of "digest" must be one of "daily", "weekly", "off".')
    send('{"field":"password","value":"hunter2"}')
    wait_for_error(driver, 'There is no field named "password".')
    send('{"field":"displayName", "value":')
    # (The text goes on to name the other messages the server takes, like actions.)
    wait_for_error_naming(
        driver,
        'The message is malformed: expected a JSON object with a "field" name, a "value" and an '
        'optional number "seq"',
    )
    send('{"type":"permissionAnswer","id":"all","granted":true}')
    wait_for_error(
        driver,
        'The message is malformed: a "permissionAnswer" needs a whole number "id" and true or '
        'false "granted".',
    )
    # Actions are allow-listed too: an unknown one, and one that isn't available now.
    send('{"action":"launchMissiles","seq":900004}')
    wait_for_error_naming(driver, "launchMissiles")
    send('{"action":"alert.confirmTurnOff","seq":900005}')
    wait_for_error_naming(driver, "alert.confirmTurnOff")
    # What the server publishes can be read, not written.
    send('{"field":"displayNameStatus","value":{"kind":"available","text":"forged"},"seq":900006}')
    wait_for_error_naming(driver, "displayNameStatus")
    check(text_of(driver, "displayNameStatus") != "forged", "the status line isn't forged")
    large = json.dumps({"field": "displayName", "value": "x" * 8000, "seq": 900003})
    send(large)
    wait_for_error(driver, f"The message is {len(large)} bytes long; at most 4096 are accepted.")

    # The page's own edit refused (a choice the server doesn't have, added to the picker here):
    # the page shows the server's value again.
    driver.execute_script(
        """
        const picker = document.getElementById('digest');
        picker.append(new Option('Hourly', 'hourly'));
        picker.value = 'hourly';
        picker.dispatchEvent(new Event('change', { bubbles: true }));
        """
    )
    wait_until(
        driver,
        lambda: '"digest"' in (errors_shown(driver) or [""])[-1],
        "the page's own edit of the digest is refused",
    )
    wait_until(
        driver,
        lambda: element(driver, "digest").get_attribute("value") == "daily",
        "the picker shows the server's value again",
    )
    check(page_call(driver, "isSettled('digest')"), "the refusal settles the edit")

    # Nothing was applied.
    check(not is_shown(driver, "notificationsWaiting"), "“Waiting for permission…” doesn't show")
    check(not element(driver, "protectMyPosts").is_selected(), "protectMyPosts is still off")
    check(page_call(driver, "serverValue('protectMyPosts')") is False, "on the server too")
    check(page_call(driver, "serverValue('displayName')") == "", "the name is still empty")
    check(page_call(driver, "serverValue('digest')") == "daily", "the digest is still daily")

    # A message larger than a WebSocket frame may be closes the connection; the page reconnects
    # and goes on. (The server sends close code 1009, but it resets the connection at once, with
    # the rest of the frame unread, so the browser may report 1006: see raw_frame_too_large.)
    check(page_call(driver, "connectionsOpened()") == 1, "one connection so far")
    send(json.dumps({"field": "displayName", "value": "x" * 20000}))
    wait_until(
        driver,
        lambda: (page_call(driver, "lastClose()") or {}).get("code") in (1006, 1009),
        "the server closes the connection",
    )
    wait_until(driver, lambda: page_call(driver, "connectionsOpened()") == 2, "the page reconnects")
    element(driver, "protectMyPosts").click()
    check(settled(driver, "protectMyPosts") is True, "the new connection works")
    check(page_call(driver, "serverValue('displayName')") == "", "the name is still empty")


class ForeignSite:
    """Another origin on 127.0.0.1: a page that tries to open the Settings WebSocket."""

    PAGE = b"""<!doctype html><meta charset="utf-8"><title>waiting</title>
<script>
const target = decodeURIComponent(location.hash.slice(1));
const socket = new WebSocket(target);
socket.onopen = () => { document.title = 'opened'; socket.close(); };
socket.onclose = (event) => { if (document.title !== 'opened') document.title = 'refused ' + event.code; };
</script>"""

    def __init__(self):
        page = self.PAGE

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(page)))
                self.end_headers()
                self.wfile.write(page)

            def log_message(self, *arguments):
                pass

        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/"
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)
        self.thread.start()

    def stop(self):
        self.server.shutdown()
        self.server.server_close()


def upgrade_status(url, token, origin, host=None):
    """The HTTP status of a WebSocket upgrade request, made by hand."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=5)
    try:
        headers = {
            "Upgrade": "websocket",
            "Connection": "Upgrade",
            "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
            "Sec-WebSocket-Version": "13",
        }
        if origin is not None:
            headers["Origin"] = origin
        if host is not None:
            headers["Host"] = host
        path = "/ws" if token is None else f"/ws?token={urllib.parse.quote(token)}"
        connection.request("GET", path, headers=headers)
        return connection.getresponse().status
    finally:
        connection.close()


def scenario_foreign_origin(driver, urls):
    """A page of another origin can't connect, even with a valid token; nor can a bad token."""
    open_page(driver, urls.url)
    token = page_token(driver)
    origin = urls.url.rstrip("/")
    socket_url = origin.replace("http://", "ws://") + "/ws?token=" + token

    # From the server's own page, the token opens a connection…
    driver.execute_script(
        """
        window.__probe = 'waiting';
        const socket = new WebSocket(arguments[0]);
        socket.onopen = () => { window.__probe = 'opened'; socket.close(); };
        socket.onclose = (event) => {
          if (window.__probe !== 'opened') window.__probe = 'refused ' + event.code;
        };
        """,
        socket_url,
    )
    wait_until(driver, lambda: driver.execute_script("return window.__probe") != "waiting", "probe")
    check(driver.execute_script("return window.__probe") == "opened", "the own page connects")

    # …but not from another origin's page.
    site = ForeignSite()
    try:
        driver.get(site.url + "#" + urllib.parse.quote(socket_url, safe=""))
        wait_until(driver, lambda: driver.title != "waiting", "the foreign page's attempt ends")
        check(driver.title == "refused 1006", f"the foreign page was refused: {driver.title!r}")
    finally:
        site.stop()

    # The same checks, by hand: only the server's origin with an issued token is upgraded.
    check(upgrade_status(urls.url, token, origin) == 101, "own origin and token: upgraded")
    localhost = origin.replace("127.0.0.1", "localhost")
    check(upgrade_status(urls.url, token, localhost) == 101, "localhost is the same server")
    for description, token_sent, origin_sent in [
        ("another origin", token, site.url.rstrip("/")),
        ("another port", token, "http://127.0.0.1:1"),
        ("https", token, origin.replace("http://", "https://")),
        ("no origin", token, None),
        ("a forged token", "0" * 112, origin),
        ("no token", None, origin),
    ]:
        status = upgrade_status(urls.url, token_sent, origin_sent)
        check(status == 400, f"{description}: refused with 400, not {status}")

    # A page is served for the server's own host names only (DNS rebinding).
    parts = urllib.parse.urlsplit(urls.url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=5)
    try:
        connection.request("GET", "/", headers={"Host": f"rebound.example:{parts.port}"})
        status = connection.getresponse().status
    finally:
        connection.close()
    check(status == 421, f"a page for another host is refused with 421, not {status}")


def raw_frame_too_large(url, token):
    """Opens a WebSocket by hand and announces a 20,000-byte text frame: the server answers with
    a close frame, code 1009 (message too big), before reading any of it."""
    parts = urllib.parse.urlsplit(url)
    origin = f"http://{parts.hostname}:{parts.port}"
    with socket.create_connection((parts.hostname, parts.port), timeout=5) as connection:
        connection.sendall(
            (
                f"GET /ws?token={token} HTTP/1.1\r\nHost: {parts.hostname}:{parts.port}\r\n"
                "Upgrade: websocket\r\nConnection: Upgrade\r\n"
                "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
                f"Origin: {origin}\r\n\r\n"
            ).encode()
        )
        received = b""
        for _ in range(100):  # Bounded: the answer's head is short.
            if b"\r\n\r\n" in received:
                break
            chunk = connection.recv(4096)
            if not chunk:
                break
            received += chunk
        head, _, frames = received.partition(b"\r\n\r\n")
        check(head.startswith(b"HTTP/1.1 101"), f"the upgrade is accepted: {head[:40]!r}")
        # A masked text frame's header announcing 20,000 bytes, and no payload.
        connection.sendall(bytes([0x81, 0x80 | 126]) + struct.pack(">H", 20000) + b"\0\0\0\0")
        for _ in range(100):  # Bounded: until the server closes.
            chunk = connection.recv(65536)
            if not chunk:
                break
            frames += chunk
    # The frames the server sent: the first messages, then the close frame.
    close_code = None
    index = 0
    while index + 2 <= len(frames):
        opcode, length = frames[index] & 0x0F, frames[index + 1] & 0x7F
        index += 2
        if length == 126:
            (length,) = struct.unpack(">H", frames[index : index + 2])
            index += 2
        elif length == 127:
            (length,) = struct.unpack(">Q", frames[index : index + 8])
            index += 8
        body = frames[index : index + length]
        index += length
        if opcode == 0x8 and len(body) >= 2:
            (close_code,) = struct.unpack(">H", body[:2])
    return close_code


def scenario_frame_cap(driver, urls):
    """A frame larger than the server's maximum is refused: the connection closes with 1009."""
    open_page(driver, urls.url)
    token = page_token(driver)
    code = raw_frame_too_large(urls.url, token)
    check(code == 1009, f"the server closes with 1009 (message too big), not {code}")


def scenario_reconnect(driver, urls):
    """After the connection drops, the page reconnects and sends its values again."""
    open_page(driver, urls.url)
    type_name(driver, "Recon")
    wait_for_status(driver, "✓ Available.")
    element(driver, "protectMyPosts").click()
    check(settled(driver, "protectMyPosts") is True, "protectMyPosts is on")

    driver.execute_script(
        """
        window.__states = [];
        document.addEventListener('remote-bindings:connection',
          (event) => window.__states.push(event.detail));
        """
    )
    page_call(driver, "dropConnection()")
    wait_until(driver, lambda: page_call(driver, "connectionsOpened()") == 2, "the page reconnects")
    states = driver.execute_script("return window.__states")
    check(
        states[:3] == ["reconnecting", "connecting", "connected"],
        f"the connection events: {states!r}",
    )
    check(
        element(driver, "connection").get_attribute("data-state") == "connected",
        "the [data-connection] line says connected",
    )
    # The new store got the page's values: the name is checked again, and the toggle is on.
    wait_for_status(driver, "✓ Available.")
    check(settled(driver, "displayName") == "Recon", "the new store has the name")
    check(settled(driver, "protectMyPosts") is True, "and protectMyPosts on")
    check(element(driver, "displayName").get_attribute("value") == "Recon", "the page kept it")


# The Todos page: rows. Every page of a todos-web server shows the same list.


def todos_rows(driver):
    """The rows the page shows, in order: id, title, whether checked and marked complete."""
    return driver.execute_script(
        """
        return [...document.querySelectorAll('#todoList > li[data-row-id]')].map((row) => ({
          id: row.dataset.rowId,
          title: row.querySelector('.title').value,
          checked: row.querySelector('.toggle').checked,
          complete: row.hasAttribute('data-complete'),
        }));
        """
    )


def titles(driver):
    return [row["title"] for row in todos_rows(driver)]


def row_id(driver, title):
    ids = [row["id"] for row in todos_rows(driver) if row["title"] == title]
    check(len(ids) == 1, f"one row is titled {title!r}: {titles(driver)!r}")
    return ids[0]


def row_part(driver, title, selector):
    """An element of the row titled `title`: ".title", ".toggle" or ".delete"."""
    return driver.find_element(
        By.CSS_SELECTOR, f'#todoList > li[data-row-id="{row_id(driver, title)}"] {selector}'
    )


def items_left(driver):
    return text_of(driver, "itemsLeft")


def wait_for_titles(driver, expected, ordered=False):
    """Waits until the page shows these rows (in any order unless `ordered`), in the server's
    order of ids, and the server's rows match the page's."""

    def shown():
        rows = todos_rows(driver)
        found = [row["title"] for row in rows]
        same = found == expected if ordered else sorted(found) == sorted(expected)
        in_order = [row["id"] for row in rows] == page_call(driver, "rowIDs('todos')")
        return same and in_order

    wait_until(driver, shown, f"the rows are {expected!r} (the page shows {titles(driver)!r})")


def settle(driver, path):
    wait_until(
        driver,
        lambda: page_call(driver, f"isSettled({json.dumps(path)})"),
        f"the server answered the page's last message for {path}",
    )


def choose_filter(driver, name):
    # The radios are drawn by their labels.
    driver.find_element(By.XPATH, f"//fieldset[@class='filters']//label[span='{name}']").click()
    check(settled(driver, "filter") == name.lower(), f"the server's filter is {name.lower()}")


def open_todos(driver, url):
    driver.get(url)
    wait_until(driver, lambda: page_call(driver, "isConnected()"), "the page is connected")
    wait_until(
        driver,
        lambda: page_call(driver, "serverValue('itemsLeft')") is not None,
        "the first values",
    )


def empty_todos(driver):
    """Shows every row, and deletes them all (other scenarios' rows too)."""
    choose_filter(driver, "All")
    for _ in range(3):  # Bounded: another page may add rows meanwhile (none do here).
        for identifier in page_call(driver, "rowIDs('todos')"):
            page_call(driver, f"send({json.dumps({'action': f'todos[id:{identifier}].delete'})})")
        try:
            wait_until(driver, lambda: page_call(driver, "rowIDs('todos')") == [], "no rows", 3)
            break
        except Failure:
            continue
    wait_for_titles(driver, [])
    wait_until(driver, lambda: items_left(driver) == "0", "no item left")


def add_todo(driver, title, with_button=False):
    field = element(driver, "newTodoTitle")
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    if with_button:
        field.send_keys(title)
        element(driver, "addTodo").click()
    else:
        field.send_keys(title, Keys.ENTER)
    wait_until(driver, lambda: title.strip() in titles(driver), f"the row {title!r} shows")
    wait_until(
        driver,
        lambda: field.get_attribute("value") == "",
        f"the new todo's field is emptied (it says {field.get_attribute('value')!r})",
    )
    settle(driver, "addTodo")


def retitle(driver, title, new_title, leave_with=Keys.TAB):
    field = row_part(driver, title, ".title")
    identifier = row_id(driver, title)
    field.click()
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.BACKSPACE)
    field.send_keys(new_title, leave_with)
    path = f"todos[id:{identifier}].title"
    check(settled(driver, path) == new_title, f"the server has the title {new_title!r}")


def scenario_todos_basics(driver, urls):
    """Add (Enter and the Add button), edit, check off and delete todos."""
    open_todos(driver, urls.todos_url)
    empty_todos(driver)
    add_todo(driver, "Buy milk")
    check(
        driver.execute_script("return document.activeElement.id") == "newTodoTitle",
        "the new todo's field keeps the focus after Enter",
    )
    add_todo(driver, "Walk the dog")
    add_todo(driver, "Write tests", with_button=True)
    wait_for_titles(driver, ["Buy milk", "Walk the dog", "Write tests"])
    wait_until(driver, lambda: items_left(driver) == "3", "3 items left")

    # A blank title adds nothing.
    element(driver, "newTodoTitle").send_keys("   ", Keys.ENTER)
    settle(driver, "addTodo")
    wait_for_titles(driver, ["Buy milk", "Walk the dog", "Write tests"])
    element(driver, "newTodoTitle").send_keys(Keys.CONTROL, "a")
    element(driver, "newTodoTitle").send_keys(Keys.BACKSPACE)

    retitle(driver, "Walk the dog", "Walk the cat")
    retitle(driver, "Walk the cat", "Walk the cat twice", leave_with=Keys.ENTER)
    wait_for_titles(driver, ["Buy milk", "Walk the cat twice", "Write tests"])

    identifier = row_id(driver, "Buy milk")
    row_part(driver, "Buy milk", ".toggle").click()
    check(settled(driver, f"todos[id:{identifier}].isComplete") is True, "the server has it done")
    wait_until(driver, lambda: items_left(driver) == "2", "2 items left")
    wait_until(
        driver,
        lambda: [r["complete"] for r in todos_rows(driver) if r["id"] == identifier] == [True],
        "the row is marked complete (data-complete)",
    )
    element(driver, "newTodoTitle").click()  # Focus away from the row, for the picture.
    driver.save_screenshot(urls.todos_screenshot)

    deleted = row_id(driver, "Write tests")
    row_part(driver, "Write tests", ".delete").click()
    wait_for_titles(driver, ["Buy milk", "Walk the cat twice"])
    check(deleted not in page_call(driver, "rowIDs('todos')"), "the server's rows lost it")
    wait_until(driver, lambda: items_left(driver) == "1", "1 item left")
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")


def scenario_todos_filter(driver, urls):
    """The filter shows all, active or completed rows; clear completed."""
    open_todos(driver, urls.todos_url)
    empty_todos(driver)
    for title in ["Alpha", "Bravo", "Charlie"]:
        add_todo(driver, title)
    row_part(driver, "Bravo", ".toggle").click()
    wait_until(driver, lambda: items_left(driver) == "2", "2 items left")

    choose_filter(driver, "Active")
    wait_for_titles(driver, ["Alpha", "Charlie"])
    choose_filter(driver, "Completed")
    wait_for_titles(driver, ["Bravo"])
    choose_filter(driver, "All")
    wait_for_titles(driver, ["Alpha", "Bravo", "Charlie"])
    check(
        [r["title"] for r in todos_rows(driver) if r["checked"]] == ["Bravo"],
        "rows shown again have their values",
    )

    # Checking a row off in the Active view takes it out of the view.
    choose_filter(driver, "Active")
    row_part(driver, "Alpha", ".toggle").click()
    wait_for_titles(driver, ["Charlie"])
    wait_until(driver, lambda: items_left(driver) == "1", "1 item left")

    choose_filter(driver, "All")
    element(driver, "clearCompleted").click()
    settle(driver, "clearCompleted")
    wait_for_titles(driver, ["Charlie"])
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")


# A client without a page (a third tab, as it were), run inside the page: it fetches a page of
# the server for a token, connects, sends its messages and waits for their answers.
OTHER_CLIENT = """
const [messages, done] = arguments;
(async () => {
  const html = await (await fetch('/', { cache: 'no-store' })).text();
  const meta = new DOMParser().parseFromString(html, 'text/html')
    .querySelector('meta[name="remote-bindings-socket"]').content;
  const url = new URL(meta, location.href);
  url.protocol = 'ws:';
  const socket = new WebSocket(url);
  const waiting = new Set(messages.map((message) => message.seq));
  const errors = [];
  const timeout = setTimeout(() => { socket.close(); done({ waiting: [...waiting], errors }); }, 8000);
  socket.onopen = () => messages.forEach((message) => socket.send(JSON.stringify(message)));
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.error) errors.push(message.error);
    if (waiting.delete(message.seq) && waiting.size === 0) {
      clearTimeout(timeout);
      socket.close();
      done({ waiting: [], errors });
    }
  };
})().catch((error) => done({ waiting: ['failed'], errors: [String(error)] }));
"""


def other_client(driver, messages):
    result = driver.execute_async_script(OTHER_CLIENT, messages)
    check(result["waiting"] == [] and result["errors"] == [], f"the other client: {result!r}")


def scenario_todos_two_tabs(driver, urls):
    """Two tabs on one list: rows added, edited, checked and removed in one show in the other,
    and what is typed in a row stays while other rows come and go."""
    open_todos(driver, urls.todos_url)
    empty_todos(driver)
    first = driver.current_window_handle
    add_todo(driver, "From the first tab")
    driver.switch_to.new_window("tab")
    second = driver.current_window_handle
    try:
        open_todos(driver, urls.todos_url)
        wait_for_titles(driver, ["From the first tab"])
        add_todo(driver, "From the second tab")
        add_todo(driver, "Short-lived")

        driver.switch_to.window(first)
        wait_for_titles(driver, ["From the first tab", "From the second tab", "Short-lived"])
        retitle(driver, "From the second tab", "Edited in the first tab")
        row_part(driver, "Short-lived", ".delete").click()
        add_todo(driver, "Also from the first tab")

        driver.switch_to.window(second)
        wait_for_titles(
            driver, ["From the first tab", "Edited in the first tab", "Also from the first tab"]
        )
        row_part(driver, "From the first tab", ".toggle").click()
        # Both tabs at once: the second adds and deletes rows, the first edits one, without
        # waiting for each other's answers.
        field = element(driver, "newTodoTitle")
        field.click()
        field.send_keys("Added at once", Keys.ENTER)
        row_part(driver, "Also from the first tab", ".delete").click()
        driver.switch_to.window(first)
        title = row_part(driver, "Edited in the first tab", ".title")
        title.click()
        title.send_keys(Keys.END, ", twice", Keys.ENTER)

        expected = ["From the first tab", "Edited in the first tab, twice", "Added at once"]
        for window in (first, second):
            driver.switch_to.window(window)
            wait_for_titles(driver, expected)
            wait_until(
                driver,
                lambda: [r["checked"] for r in todos_rows(driver)]
                == [r["title"] == "From the first tab" for r in todos_rows(driver)],
                "the first row shows checked, the others not",
            )
            wait_until(driver, lambda: items_left(driver) == "2", "2 items left")
        check(
            sorted(page_call(driver, "rowIDs('todos')")) == sorted(todos_ids_of(driver, first)),
            "both tabs show the same rows",
        )

        # The first tab types in a row (it keeps the focus) while another page adds a row,
        # deletes one and retitles another: the row being typed in keeps what is typed.
        driver.switch_to.window(first)
        editing = row_part(driver, "From the first tab", ".title")
        editing.click()
        editing.send_keys(Keys.END, " (typing…")
        added_id = row_id(driver, "Added at once")
        other_id = row_id(driver, "Edited in the first tab, twice")
        other_client(
            driver,
            [
                {"field": f"todos[id:{other_id}].title", "value": "Retitled elsewhere", "seq": 1},
                {"action": f"todos[id:{added_id}].delete", "seq": 2},
                {"field": "newTodoTitle", "value": "Added elsewhere", "seq": 3},
                {"action": "addTodo", "seq": 4},
            ],
        )
        wait_for_titles(
            driver, ["From the first tab (typing…", "Retitled elsewhere", "Added elsewhere"]
        )
        check(
            driver.execute_script("return document.activeElement") == editing,
            "the row being typed in keeps the focus",
        )
        editing.send_keys(")", Keys.TAB)
        identifier = row_id(driver, "From the first tab (typing…)")
        check(
            settled(driver, f"todos[id:{identifier}].title") == "From the first tab (typing…)",
            "the server has what was typed",
        )
        driver.switch_to.window(second)
        wait_for_titles(
            driver, ["From the first tab (typing…)", "Retitled elsewhere", "Added elsewhere"]
        )
        check(errors_shown(driver) == [], f"no refusals in the second tab: {errors_shown(driver)!r}")
    finally:
        driver.switch_to.window(second)
        driver.close()
        driver.switch_to.window(first)
    check(errors_shown(driver) == [], f"no refusals in the first tab: {errors_shown(driver)!r}")


def todos_ids_of(driver, window):
    current = driver.current_window_handle
    driver.switch_to.window(window)
    try:
        return page_call(driver, "rowIDs('todos')")
    finally:
        driver.switch_to.window(current)


def scenario_todos_refusals(driver, urls):
    """Messages for rows that aren't shown, unknown actions and read-only values are refused,
    and change nothing."""
    open_todos(driver, urls.todos_url)
    empty_todos(driver)
    add_todo(driver, "Keep me")
    identifier = row_id(driver, "Keep me")

    def send(message):
        check(page_call(driver, f"sendRaw({json.dumps(message)})") is True, "the page sent it")

    missing = "00000000-0000-0000-0000-000000000000"
    send(json.dumps({"field": f"todos[id:{missing}].title", "value": "x", "seq": 900001}))
    wait_for_error_naming(driver, missing)
    send(json.dumps({"action": f"todos[id:{missing}].delete", "seq": 900002}))
    wait_until(driver, lambda: len(errors_shown(driver)) == 2, "the second refusal shows")
    send(json.dumps({"action": f"todos[id:{identifier}].launchMissiles", "seq": 900003}))
    wait_for_error_naming(driver, "launchMissiles")
    send(json.dumps({"field": f"todos[id:{identifier}].isComplete", "value": "yes", "seq": 900004}))
    wait_for_error_naming(driver, "isComplete")
    send(json.dumps({"field": "itemsLeft", "value": 0, "seq": 900005}))
    wait_for_error_naming(driver, "itemsLeft")

    # A row that went away: a page still showing it (the message forged here) is refused.
    add_todo(driver, "Delete me")
    gone = row_id(driver, "Delete me")
    row_part(driver, "Delete me", ".delete").click()
    wait_for_titles(driver, ["Keep me"])
    send(json.dumps({"field": f"todos[id:{gone}].title", "value": "Back?", "seq": 900007}))
    wait_for_error_naming(driver, gone)

    wait_for_titles(driver, ["Keep me"])
    check(page_call(driver, f"serverValue('todos[id:{identifier}].title')") == "Keep me", "title")
    check(
        page_call(driver, f"serverValue('todos[id:{identifier}].isComplete')") is False, "not done"
    )
    check(items_left(driver) == "1", "1 item left")
    check(page_call(driver, "isConnected()"), "the page is still connected")


def scenario_todos_reconnect(driver, urls):
    """After the connection drops, the rows are still there and the page's own values (the
    filter, the title being typed) are sent again."""
    open_todos(driver, urls.todos_url)
    empty_todos(driver)
    for title in ["Stays", "Done already"]:
        add_todo(driver, title)
    row_part(driver, "Done already", ".toggle").click()
    choose_filter(driver, "Active")
    wait_for_titles(driver, ["Stays"])
    element(driver, "newTodoTitle").send_keys("Typed before the drop")
    check(settled(driver, "newTodoTitle") == "Typed before the drop", "the server has it")

    page_call(driver, "dropConnection()")
    wait_until(driver, lambda: page_call(driver, "connectionsOpened()") == 2, "the page reconnects")
    wait_until(driver, lambda: page_call(driver, "isConnected()"), "connected again")
    check(settled(driver, "filter") == "active", "the new session has the filter")
    check(settled(driver, "newTodoTitle") == "Typed before the drop", "and the title")
    wait_for_titles(driver, ["Stays"])
    element(driver, "addTodo").click()
    wait_for_titles(driver, ["Stays", "Typed before the drop"])
    choose_filter(driver, "All")
    wait_for_titles(driver, ["Stays", "Done already", "Typed before the drop"])
    retitle(driver, "Stays", "Stays, edited after the reconnection")
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")

    # A todo added while the page is disconnected: its title and the add are sent once the page
    # is connected again, in that order, and it shows once.
    opened = page_call(driver, "connectionsOpened()")
    waiting = driver.execute_async_script(ADD_WHILE_DISCONNECTED, "Added while disconnected")
    check(waiting, "the add was made while the page was disconnected, and waits")
    wait_until(
        driver, lambda: page_call(driver, "connectionsOpened()") == opened + 1, "the page reconnects"
    )
    wait_until(driver, lambda: page_call(driver, "isSettled('addTodo')"), "the add is answered")
    wait_for_titles(
        driver,
        ["Stays, edited after the reconnection", "Done already", "Typed before the drop",
         "Added while disconnected"],
    )
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")

    # Todos added just before the connection drops, unanswered: the page sends the adds again,
    # each after the title it followed, and the server, which applied them, doesn't apply them
    # twice; the title typed after them is the new session's.
    opened = page_call(driver, "connectionsOpened()")
    again_before = page_call(driver, "stats()")["actionsSentAgain"]
    unanswered = driver.execute_script(ADDS_THEN_DROP, ["In flight 1", "In flight 2"], "Typed after")
    check(unanswered, "the adds were unanswered when the connection dropped")
    wait_until(
        driver, lambda: page_call(driver, "connectionsOpened()") == opened + 1, "the page reconnects"
    )
    wait_until(driver, lambda: page_call(driver, "isSettled('addTodo')"), "the adds are answered")
    check(
        page_call(driver, "stats()")["actionsSentAgain"] - again_before == 2,
        "the page sent both adds again",
    )
    expected = ["Stays, edited after the reconnection", "Done already", "Typed before the drop",
                "Added while disconnected", "In flight 1", "In flight 2"]
    wait_for_titles(driver, expected)
    time.sleep(0.5)  # An add applied twice would show by now.
    check(titles(driver) == expected, f"each add shows once, in order: {titles(driver)!r}")
    check(settled(driver, "newTodoTitle") == "Typed after", "the title typed after them is kept")
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")


# Drops the connection, then, once the page knows it is disconnected, types a todo's title and
# clicks "Add": returns whether the page was still disconnected and the add not answered.
ADD_WHILE_DISCONNECTED = """
const [title, done] = arguments;
window.remoteBindings.dropConnection();
const add = () => {
  if (window.remoteBindings.isConnected()) { setTimeout(add, 1); return; }
  const input = document.getElementById('newTodoTitle');
  input.value = title;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  document.getElementById('addTodo').click();
  done(!window.remoteBindings.isConnected() && !window.remoteBindings.isSettled('addTodo'));
};
add();
"""


# Adds todos, then types a title, then drops the connection before the page can read an
# answer: returns whether the last add was unanswered then.
ADDS_THEN_DROP = """
const [titles, typed] = arguments;
const input = document.getElementById('newTodoTitle');
const type = (text) => {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
};
for (const title of titles) {
  type(title);
  document.getElementById('addTodo').click();
}
type(typed);
const unanswered = !window.remoteBindings.isSettled('addTodo');
window.remoteBindings.dropConnection();
return unanswered;
"""


def scenario_permission_escape(driver, urls):
    """Escape answers the permission dialog with its data-escape action: “Don’t Allow”."""
    open_page(driver, urls.url)
    element(driver, "enableNotifications").click()
    wait_until(driver, lambda: is_shown(driver, "permissionDialog"), "the permission dialog shows")
    element(driver, "permissionAllow").send_keys(Keys.ESCAPE)
    wait_until(driver, lambda: not is_shown(driver, "permissionDialog"), "Escape closes it")
    wait_until(driver, lambda: is_shown(driver, "notificationsDenied"), "“Not allowed” shows")
    wait_until(
        driver,
        lambda: not element(driver, "enableNotifications").is_selected(),
        "the toggle turns back off",
    )
    check(page_call(driver, "isSettled('permission.deny')"), "the server answered the action")
    check(errors_shown(driver) == [], f"no refusals: {errors_shown(driver)!r}")


SCENARIOS = [
    scenario_availability,
    scenario_toggles,
    scenario_permission_escape,
    scenario_fast_typing_with_latency,
    scenario_two_tabs,
    scenario_forged_messages,
    scenario_foreign_origin,
    scenario_frame_cap,
    scenario_reconnect,
    scenario_todos_basics,
    scenario_todos_filter,
    scenario_todos_two_tabs,
    scenario_todos_refusals,
    scenario_todos_reconnect,
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--slow-url", required=True)
    parser.add_argument("--todos-url", required=True)
    parser.add_argument("--screenshot", required=True)
    parser.add_argument("--todos-screenshot", required=True)
    parser.add_argument("--only", help="run the scenarios whose names contain this")
    urls = parser.parse_args()
    for url in (urls.url, urls.slow_url, urls.todos_url):
        if urllib.parse.urlsplit(url).hostname != "127.0.0.1":
            sys.exit(f"error: the tests reach 127.0.0.1 only, not {url}")

    scenarios = [s for s in SCENARIOS if urls.only is None or urls.only in s.__name__]
    passed, failed = 0, 0
    driver = make_driver()
    try:
        for scenario in scenarios:
            name = scenario.__name__.removeprefix("scenario_")
            started = time.monotonic()
            try:
                note = scenario(driver, urls)
            except Exception as error:  # A failure, or an error of the browser.
                failed += 1
                print(f"✘ {name}: {error}", flush=True)
                if not isinstance(error, Failure):
                    traceback.print_exc()
                try:
                    for entry in driver.get_log("browser")[-10:]:
                        print(f"    browser: {entry.get('message')}", flush=True)
                except Exception:
                    pass  # The browser's log isn't essential.
            else:
                passed += 1
                details = f"{time.monotonic() - started:.1f} s" + (f"; {note}" if note else "")
                print(f"✔ {name} ({details})", flush=True)
    finally:
        driver.quit()
    print(f"Screenshots: {urls.screenshot}, {urls.todos_screenshot}")
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
