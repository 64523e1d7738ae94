"""The Settings page in a real browser: Debian's chromium, driven through chromedriver.

Run by run.sh, which starts the servers:

    python3 browser_tests.py --url http://127.0.0.1:PORT/ --slow-url http://127.0.0.1:PORT2/ \
        --screenshot .build/settings-form.png

Each scenario opens a page of its own (a store of its own on the server), acts as a person
would, and checks what the page shows and what the server answered (the page keeps, in
`window.settingsPage`, the server's last value of each field and counts what it ignored). Every
wait is bounded. Only 127.0.0.1 is reached.
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
    return driver.execute_script(f"return window.settingsPage.{expression};")


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
    return [item.text for item in driver.find_elements(By.CSS_SELECTOR, "#errorList li")]


def wait_for_error(driver, text):
    wait_until(
        driver,
        lambda: text in errors_shown(driver),
        f"the page shows the error {text!r} (it shows {errors_shown(driver)!r})",
    )


def turn_notifications_on(driver, allow=True):
    element(driver, "enableNotifications").click()
    wait_until(driver, lambda: is_shown(driver, "permissionDialog"), "the permission dialog shows")
    check(
        text_of(driver, "permissionTitle") == "“Settings” Would Like to Send You Notifications",
        f"the permission dialog's title: {text_of(driver, 'permissionTitle')!r}",
    )
    check(is_shown(driver, "notificationsWaiting"), "“Waiting for permission…” shows")
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
    first_token = driver.execute_script(
        "return document.querySelector('meta[name=settings-token]').content"
    )
    driver.switch_to.new_window("tab")
    second = driver.current_window_handle
    try:
        open_page(driver, urls.url)
        second_token = driver.execute_script(
            "return document.querySelector('meta[name=settings-token]').content"
        )
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
    wait_for_error(
        driver,
        'The message is malformed: expected a JSON object with a "field" name, a "value" and an '
        'optional number "seq".',
    )
    send('{"type":"permissionAnswer","id":"all","granted":true}')
    wait_for_error(
        driver,
        'The message is malformed: a "permissionAnswer" needs a whole number "id" and true or '
        'false "granted".',
    )
    large = json.dumps({"field": "displayName", "value": "x" * 8000, "seq": 900003})
    send(large)
    wait_for_error(driver, f"The message is {len(large)} bytes long; at most 4096 are accepted.")

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
    token = driver.execute_script(
        "return document.querySelector('meta[name=settings-token]').content"
    )
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
        ("a forged token", "0" * 64, origin),
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
    token = driver.execute_script(
        "return document.querySelector('meta[name=settings-token]').content"
    )
    code = raw_frame_too_large(urls.url, token)
    check(code == 1009, f"the server closes with 1009 (message too big), not {code}")


def scenario_reconnect(driver, urls):
    """After the connection drops, the page reconnects and sends its values again."""
    open_page(driver, urls.url)
    type_name(driver, "Recon")
    wait_for_status(driver, "✓ Available.")
    element(driver, "protectMyPosts").click()
    check(settled(driver, "protectMyPosts") is True, "protectMyPosts is on")

    page_call(driver, "dropConnection()")
    wait_until(driver, lambda: page_call(driver, "connectionsOpened()") == 2, "the page reconnects")
    # The new store got the page's values: the name is checked again, and the toggle is on.
    wait_for_status(driver, "✓ Available.")
    check(settled(driver, "displayName") == "Recon", "the new store has the name")
    check(settled(driver, "protectMyPosts") is True, "and protectMyPosts on")
    check(element(driver, "displayName").get_attribute("value") == "Recon", "the page kept it")


SCENARIOS = [
    scenario_availability,
    scenario_toggles,
    scenario_fast_typing_with_latency,
    scenario_two_tabs,
    scenario_forged_messages,
    scenario_foreign_origin,
    scenario_frame_cap,
    scenario_reconnect,
]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", required=True)
    parser.add_argument("--slow-url", required=True)
    parser.add_argument("--screenshot", required=True)
    parser.add_argument("--only", help="run the scenarios whose names contain this")
    urls = parser.parse_args()
    for url in (urls.url, urls.slow_url):
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
    print(f"Screenshot of the form: {urls.screenshot}")
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
