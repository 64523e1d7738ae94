"""SwiftUI views served to a browser: settings-web (the seed's SettingsView) and inventory-web (a
navigation app), in Debian's chromium driven through chromedriver.

Run by run.sh, which starts the servers:

    python3 view_tests.py --settings-url http://127.0.0.1:PORT/ \
        --inventory-url http://127.0.0.1:PORT2/ \
        --long-inventory-url http://127.0.0.1:PORT3/ --screenshots .build/

The scenarios act as a person would and find what they use by its accessible name and role, as
a screen reader would (a toggle is a switch named by its label, a picker a select named by its
title, an alert a dialog): nothing in them knows the page's HTML. Both pages run on the library's
one view script, remote-views.js. Every wait is bounded. Only 127.0.0.1 is reached.
"""

import argparse
import json
import sys
import time
import traceback
import urllib.parse

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, TimeoutException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
WAIT_SECONDS = 10

# The elements of each role, by CSS: what a person's assistive technology would list.
ROLES = {
    "button": "button, [role=button]",
    "switch": "[role=switch]",
    "textbox": "input:not([type=range]):not([type=radio]):not([type=date]):not([type=time]), textarea",
    "combobox": "select",
    "radio": "input[type=radio]",
    "heading": "h1, h2",
    "dialog": "[role=dialog], [role=alertdialog]",
    "alertdialog": "[role=alertdialog]",
}


class Failure(AssertionError):
    pass


def check(condition, message):
    if not condition:
        raise Failure(message)


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
    def attempt(_):
        try:
            return condition()
        except StaleElementReferenceException:
            return False

    try:
        return WebDriverWait(driver, timeout, poll_frequency=0.05).until(attempt)
    except TimeoutException:
        raise Failure(f"timed out after {timeout} s waiting until {description}") from None


def page_call(driver, expression):
    return driver.execute_script(f"return window.remoteViews.{expression};")


def settle(driver):
    wait_until(driver, lambda: page_call(driver, "isSettled()"), "the server answered everything")


def open_page(driver, url):
    driver.get(url)
    wait_until(
        driver,
        lambda: driver.execute_script("return !!window.remoteViews && window.remoteViews.isSettled()")
        and driver.find_elements(By.CSS_SELECTOR, "#app > *"),
        "the page shows its view",
    )


def visible(driver, role, name=None):
    """The visible elements of a role, with this accessible name if one is given."""
    found = []
    for candidate in driver.find_elements(By.CSS_SELECTOR, ROLES[role]):
        if not candidate.is_displayed():
            continue
        if name is None or candidate.accessible_name.strip() == name:
            found.append(candidate)
    return found


def the(driver, role, name):
    """The one visible element of a role with an accessible name, once it shows."""

    def found():
        matches = visible(driver, role, name)
        return matches[0] if len(matches) == 1 else None

    return wait_until(driver, found, f"one {role} named {name!r} shows")


def gone(driver, role, name):
    wait_until(driver, lambda: not visible(driver, role, name), f"no {role} named {name!r} shows")


def heading(driver):
    headings = [h.text for h in visible(driver, "heading")]
    return headings[0] if headings else None


def wait_for_heading(driver, text):
    wait_until(driver, lambda: heading(driver) == text, f"the page's heading is {text!r}")


def page_text(driver):
    return driver.find_element(By.ID, "app").text


def wait_for_text(driver, text):
    wait_until(driver, lambda: text in page_text(driver), f"the page shows {text!r}")


def is_on(switch):
    return switch.get_attribute("aria-checked") == "true"


def no_refusals(driver):
    """The server refused none of the page's messages: the page lists each refusal it gets
    (a control's value the page shows could otherwise be one the server never took)."""
    settle(driver)
    shown = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "[data-errors] li")]
    check(shown == [], f"the server refused none of the page's messages: {shown!r}")


# settings-web: the seed's SettingsView


def scenario_settings_form(driver, urls):
    """The form shows its sections; typing checks the name; toggles and the picker bind."""
    open_page(driver, urls.settings_url)
    wait_for_heading(driver, "Settings")
    check(driver.title == "Settings", f"the page's title: {driver.title!r}")
    for text in ["PROFILE", "NOTIFICATIONS", "Letters, digits, spaces and . _ - '"]:
        check(text in page_text(driver), f"the page shows {text!r}")

    name = the(driver, "textbox", "Display name")
    name.send_keys("Blob")
    wait_for_text(driver, "✗ Already taken. Try another name.")
    name.send_keys(Keys.BACKSPACE * 4, "Blobby")
    wait_for_text(driver, "✓ Available.")
    check(name.get_attribute("value") == "Blobby", "the field kept what was typed")

    protect = the(driver, "switch", "Protect my posts")
    check(not is_on(protect), "protect my posts starts off")
    protect.click()
    settle(driver)
    check(is_on(the(driver, "switch", "Protect my posts")), "protect my posts is on")

    haptics = the(driver, "switch", "Haptic feedback")
    check(is_on(haptics), "haptic feedback starts on")
    haptics.click()
    settle(driver)
    check(not is_on(the(driver, "switch", "Haptic feedback")), "the ad hoc binding turned it off")
    driver.save_screenshot(urls.screenshots + "settings-view.png")


def scenario_settings_permission_and_alert(driver, urls):
    """Notifications ask for permission in a dialog; turning them off asks first, in an alert."""
    open_page(driver, urls.settings_url)
    gone(driver, "switch", "Mobile")
    the(driver, "switch", "Send notifications").click()
    prompt = the(driver, "alertdialog", "“Settings” Would Like to Send You Notifications")
    check("alerts, sounds and badges" in prompt.text, "the prompt's message")
    the(driver, "button", "Allow").click()
    gone(driver, "alertdialog", "“Settings” Would Like to Send You Notifications")
    check(is_on(the(driver, "switch", "Send notifications")), "notifications are on")

    the(driver, "switch", "Mobile").click()
    settle(driver)
    digest = Select(the(driver, "combobox", "Top posts digest"))
    check(digest.first_selected_option.text == "Daily", "the digest starts daily")
    digest.select_by_visible_text("Weekly")
    settle(driver)
    check(
        Select(the(driver, "combobox", "Top posts digest")).first_selected_option.text == "Weekly",
        "the digest is weekly",
    )

    # Turning notifications off with a channel on asks first.
    the(driver, "switch", "Send notifications").click()
    alert = the(driver, "alertdialog", "Turn off all notifications?")
    check("will both be turned off" in alert.text, "the alert's message")
    the(driver, "button", "Cancel").click()
    gone(driver, "alertdialog", "Turn off all notifications?")
    check(is_on(the(driver, "switch", "Mobile")), "cancelling left mobile on")
    # Escape dismisses the alert, as a cancel does.
    the(driver, "switch", "Send notifications").click()
    the(driver, "alertdialog", "Turn off all notifications?")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    gone(driver, "alertdialog", "Turn off all notifications?")
    check(is_on(the(driver, "switch", "Send notifications")), "escape left them on")
    the(driver, "switch", "Send notifications").click()
    the(driver, "alertdialog", "Turn off all notifications?")
    the(driver, "button", "Turn Off").click()
    gone(driver, "switch", "Mobile")
    check(not is_on(the(driver, "switch", "Send notifications")), "notifications are off")


def scenario_settings_keyboard(driver, urls):
    """The keyboard works: Tab moves between the controls, Space toggles."""
    open_page(driver, urls.settings_url)
    name = the(driver, "textbox", "Display name")
    name.click()
    name.send_keys("Keys")
    active = driver.switch_to.active_element
    for _ in range(6):
        active.send_keys(Keys.TAB)
        active = driver.switch_to.active_element
        if active.accessible_name == "Protect my posts":
            break
    check(active.accessible_name == "Protect my posts", "Tab reaches the switch")
    active.send_keys(Keys.SPACE)
    settle(driver)
    check(is_on(the(driver, "switch", "Protect my posts")), "Space turned it on")
    check(the(driver, "textbox", "Display name").get_attribute("value") == "Keys", "the name")


def scenario_settings_refusals(driver, urls):
    """The server refuses an event for a control the page doesn't show, and changes nothing."""
    open_page(driver, urls.settings_url)
    driver.execute_script(
        "window.remoteViews.sendRaw(JSON.stringify({control:'0123456789abcdef',event:'press',seq:900}))"
    )
    wait_until(
        driver,
        lambda: "there is no such control on the page now"
        in driver.find_element(By.CSS_SELECTOR, "[data-errors]").text,
        "the refusal shows",
    )


def scenario_settings_reconnect(driver, urls):
    """After the connection drops, the page reconnects and sends its values again."""
    open_page(driver, urls.settings_url)
    the(driver, "textbox", "Display name").send_keys("Recon")
    wait_for_text(driver, "✓ Available.")
    the(driver, "switch", "Protect my posts").click()
    settle(driver)
    page_call(driver, "dropConnection()")
    wait_until(driver, lambda: page_call(driver, "connectionsOpened()") == 2, "the page reconnects")
    settle(driver)
    # The new store got the page's values: the name is checked again, the toggle is on.
    wait_for_text(driver, "✓ Available.")
    check(the(driver, "textbox", "Display name").get_attribute("value") == "Recon", "the name")
    check(is_on(the(driver, "switch", "Protect my posts")), "and the toggle")


# inventory-web: a navigation app


def open_inventory(driver, url):
    open_page(driver, url)
    wait_for_heading(driver, "Inventory")
    wait_until(driver, lambda: visible(driver, "button", "Notebook 12 in stock") or rows(driver), "rows")


def rows(driver):
    return [b.accessible_name for b in visible(driver, "button") if b.get_attribute("class") and "nav-link" in b.get_attribute("class")]


def scenario_inventory_loads_and_filters(driver, urls):
    """The list loads when it shows, and the segmented picker filters it."""
    open_inventory(driver, urls.inventory_url)
    wait_until(driver, lambda: len(rows(driver)) >= 4, "the catalog's four items")
    check(any(r.startswith("Eraser") and "Sold out" in r for r in rows(driver)), f"rows: {rows(driver)}")
    # A link's name is its label: the chevron the style sheet draws isn't part of it.
    check(all(r.endswith(("in stock", "Sold out")) for r in rows(driver)), f"rows' names: {rows(driver)}")
    the(driver, "radio", "Sold out").click()
    wait_until(driver, lambda: [r.split(" ")[0] for r in rows(driver)] == ["Eraser"], "only the eraser")
    the(driver, "radio", "All").click()
    wait_until(driver, lambda: len(rows(driver)) >= 4, "every item again")
    driver.save_screenshot(urls.screenshots + "inventory-list.png")


def scenario_inventory_push_and_back(driver, urls):
    """A row pushes the item's screen; the browser's Back pops it through the binding."""
    open_inventory(driver, urls.inventory_url)
    wait_until(driver, lambda: any(r.startswith("Notebook") for r in rows(driver)), "the notebook")
    before = driver.execute_script("return history.length")
    next(b for b in visible(driver, "button") if b.accessible_name.startswith("Notebook")).click()
    wait_for_heading(driver, "Notebook")
    check(driver.execute_script("return history.length") == before + 1, "a history entry")
    check("#/Notebook" in driver.current_url, f"the URL names the screen: {driver.current_url}")
    quantity = lambda: driver.find_element(By.CSS_SELECTOR, ".screen[data-top]").text
    wait_until(driver, lambda: "In stock" in quantity(), "the stock shows")
    stock = int(quantity().split("In stock")[1].split()[0])
    the(driver, "button", "Sell one").click()
    wait_until(driver, lambda: f"In stock\n{stock - 1}" in quantity(), "one sold")
    driver.save_screenshot(urls.screenshots + "inventory-detail.png")
    driver.back()
    wait_for_heading(driver, "Inventory")
    settle(driver)
    wait_until(driver, lambda: any(r.startswith(f"Notebook {stock - 1} in stock") for r in rows(driver)), "the list shows the sale")
    # Forward pushes nothing back: the stack is the server's.
    check(heading(driver) == "Inventory", "the list is shown")


def scenario_inventory_edit_sheet(driver, urls):
    """Edit opens a sheet; Escape dismisses it; Done saves what was typed."""
    open_inventory(driver, urls.inventory_url)
    next(b for b in visible(driver, "button") if b.accessible_name.startswith("Ruler")).click()
    wait_for_heading(driver, "Ruler")
    the(driver, "button", "Edit").click()
    sheet = wait_until(driver, lambda: visible(driver, "dialog"), "the sheet")[0]
    check("Edit item" in sheet.text, "the sheet's title")
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    wait_until(driver, lambda: not visible(driver, "dialog"), "escape dismissed the sheet")
    the(driver, "button", "Edit").click()
    name = the(driver, "textbox", "Name")
    # The form focuses the name (`@FocusState`), its caret after the text, as on iOS.
    wait_until(driver, lambda: driver.switch_to.active_element == name, "the name has the focus")
    caret = driver.execute_script("const e = document.activeElement; return [e.selectionStart, e.value.length];")
    check(caret[0] == caret[1], f"the caret is after the name: {caret}")
    # Another control keeps the focus it takes: the page doesn't give it back to the name when
    # the stepper's change comes.
    stepper = the(driver, "button", "Increment")
    quantity = lambda: visible(driver, "dialog")[0].text
    before = quantity()
    stepper.click()
    wait_until(driver, lambda: quantity() != before, "the quantity changed")
    settle(driver)
    active = driver.switch_to.active_element
    check(active.accessible_name == "Increment", f"the stepper's button keeps the focus, not {active.get_attribute('outerHTML')[:200]}")
    name.click()
    name.send_keys(Keys.END, " 30 cm")
    the(driver, "button", "Done").click()
    wait_until(driver, lambda: not visible(driver, "dialog"), "the sheet closed")
    wait_for_heading(driver, "Ruler 30 cm")


def scenario_inventory_delete_confirmation(driver, urls):
    """Delete asks in an alert; confirming pops back to the list without the item."""
    open_inventory(driver, urls.inventory_url)
    next(b for b in visible(driver, "button") if b.accessible_name.startswith("Pencil")).click()
    wait_for_heading(driver, "Pencil")
    the(driver, "button", "Delete item").click()
    alert = the(driver, "alertdialog", "Delete “Pencil”?")
    check("gone from the inventory" in alert.text, "the alert's message")
    the(driver, "button", "Delete").click()
    wait_for_heading(driver, "Inventory")
    wait_until(driver, lambda: not any(r.startswith("Pencil") for r in rows(driver)), "no pencil")


def scenario_inventory_add_and_edit_mode(driver, urls):
    """Add item opens a sheet; the new item shows; Edit shows the rows' Delete buttons."""
    open_inventory(driver, urls.inventory_url)
    the(driver, "button", "Add item").click()
    the(driver, "textbox", "Name").send_keys("Stapler")
    the(driver, "button", "Increment").click()
    the(driver, "button", "Add").click()
    wait_until(driver, lambda: not visible(driver, "dialog"), "the sheet closed")
    wait_until(driver, lambda: any(r.startswith("Stapler 1 in stock") for r in rows(driver)), "the stapler")
    the(driver, "button", "Edit").click()
    wait_until(driver, lambda: visible(driver, "button", "Done"), "editing")
    deletes = visible(driver, "button", "Delete")
    check(len(deletes) == len(rows(driver)), "a Delete button per row")
    count = len(rows(driver))
    deletes[-1].click()
    wait_until(driver, lambda: len(rows(driver)) == count - 1, "a row deleted")
    check(not any(r.startswith("Stapler") for r in rows(driver)), "the last row, the stapler, is gone")


def scenario_inventory_long_list_shows_rows_as_scrolled(driver, urls):
    """A catalog of 120 items: the list shows its first rows, and the next as the person
    scrolls to its end, until every row shows; the last row works as any other."""
    # The rows' labels, read in one call (asking the driver for each of 120 rows is slow).
    def labels():
        return driver.execute_script(
            "return [...document.querySelectorAll('#app .nav-link')].map((link) => link.textContent.trim());"
        )

    open_page(driver, urls.long_inventory_url)
    wait_for_heading(driver, "Inventory")
    wait_until(driver, lambda: len(labels()) >= 50, "the first rows")
    check(len(labels()) < 120, f"not every row at first: {len(labels())} rows")
    check(not any(label.startswith("Item 120") for label in labels()), "the last row isn't shown yet")
    for _ in range(20):
        if len(labels()) == 120:
            break
        driver.execute_script("window.scrollTo(0, document.body.scrollHeight);")
        settle(driver)
    check(len(labels()) == 120, f"every row once scrolled to the end: {len(labels())} rows")
    last = driver.find_elements(By.CSS_SELECTOR, "#app .nav-link")[-1]
    check(last.accessible_name.startswith("Item 120 "), f"the last row: {last.accessible_name!r}")
    last.click()
    wait_for_heading(driver, "Item 120")
    driver.back()
    wait_for_heading(driver, "Inventory")


SCENARIOS = [
    scenario_settings_form,
    scenario_settings_permission_and_alert,
    scenario_settings_keyboard,
    scenario_settings_refusals,
    scenario_settings_reconnect,
    scenario_inventory_loads_and_filters,
    scenario_inventory_push_and_back,
    scenario_inventory_edit_sheet,
    scenario_inventory_delete_confirmation,
    scenario_inventory_add_and_edit_mode,
    scenario_inventory_long_list_shows_rows_as_scrolled,
]


def run_scenarios(driver, scenarios, run, failures=(Failure,)):
    """Runs each scenario with `run(scenario)` and prints ✔ or ✘ for it; a failure of another
    kind than `failures` prints its traceback too, and every failure the browser's last log
    lines. Returns the counts passed and failed."""
    passed, failed = 0, 0
    for scenario in scenarios:
        name = scenario.__name__.removeprefix("scenario_")
        started = time.monotonic()
        try:
            run(scenario)
        except Exception as error:
            failed += 1
            print(f"✘ {name}: {error}", flush=True)
            if not isinstance(error, failures):
                traceback.print_exc()
            try:
                for entry in driver.get_log("browser")[-10:]:
                    print(f"    browser: {entry.get('message')}", flush=True)
            except Exception:
                pass
        else:
            passed += 1
            print(f"✔ {name} ({time.monotonic() - started:.1f} s)", flush=True)
    return passed, failed


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--settings-url", required=True)
    parser.add_argument("--inventory-url", required=True)
    parser.add_argument("--long-inventory-url", required=True, help="inventory-web --catalog-size 120")
    parser.add_argument("--screenshots", required=True, help="a folder, ending with /")
    parser.add_argument("--only", help="run the scenarios whose names contain this")
    urls = parser.parse_args()
    for url in (urls.settings_url, urls.inventory_url, urls.long_inventory_url):
        if urllib.parse.urlsplit(url).hostname != "127.0.0.1":
            sys.exit(f"error: the tests reach 127.0.0.1 only, not {url}")

    scenarios = [s for s in SCENARIOS if urls.only is None or urls.only in s.__name__]
    driver = make_driver()

    def run(scenario):
        scenario(driver, urls)
        if scenario is not scenario_settings_refusals:
            no_refusals(driver)

    try:
        passed, failed = run_scenarios(driver, scenarios, run)
    finally:
        driver.quit()
    print(f"views: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
