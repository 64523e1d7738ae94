"""SwiftUI view pages in Chromium against a view server run as three processes behind nginx
(cluster/start.sh WORKDIR --bin settings-web, or inventory-web with the items in PostgreSQL).

Run by cluster.sh after the Todos scenarios, once per app, each with its own cluster:

    python3 view_cluster_tests.py --app settings --cluster-dir WORKDIR [--screenshots .build]
    python3 view_cluster_tests.py --app inventory --cluster-dir WORKDIR [--screenshots .build]

Scenarios, every page loaded through nginx (not sticky):

- settings_killed_mid_edit: the process holding a Settings page is killed (SIGKILL) while a
  display name is being typed, the last key not yet sent; the page reconnects through nginx to
  another process, whose new store gets the page's values: the whole name (checked again: now
  it is taken) and the toggle that was on.
- inventory_two_processes: two pages held by different processes, the items in PostgreSQL: an
  item added in one page's sheet shows in the other; a sale made on the other's pushed screen
  shows in the first.
- inventory_process_killed: the process holding page A is killed right after A picked a filter;
  A reconnects to another process, which shows A's filter and every item acknowledged before
  (from the database), and A goes on working there. A page that reconnects to another process
  starts at the root of its navigation stack: the README says so.

Which process holds a page's WebSocket is read as cluster_tests.py reads it (its Cluster and
Pages). The helpers of view_tests.py find controls by accessible name and role. Every wait is
bounded; only 127.0.0.1 is reached.
"""

import argparse
import os
import sys
import time

from selenium.webdriver.common.by import By

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cluster_tests as ct  # noqa: E402
import view_tests as vt  # noqa: E402
from cluster_tests import Cluster, Failure, Pages, check, wait_until  # noqa: E402

# view_tests' helpers wait as long as the cluster's scenarios do.
vt.wait_until = wait_until


class ViewPages(Pages):
    """cluster_tests' pages, loaded as view pages: `open_view` says when a page shows its view."""

    def __init__(self, driver, cluster, open_view):
        super().__init__(driver, cluster)
        self.open_view = open_view

    def load(self, page):
        driver = self.use(page)
        before = ct.established(set(self.cluster.ports))
        self.open_view(driver, self.cluster.url)
        check(vt.page_call(driver, "connectionsOpened()") == 1, f"page {page.name}: one connection")
        page.process = self.held_by(before, f"page {page.name}")
        return page.process


def reconnected(driver, page, cluster, killed):
    """Waits until the page has its second connection (through nginx, to a process other than
    the one killed, which is gone) and the new server answered everything."""
    wait_until(
        driver,
        lambda: vt.page_call(driver, "connectionsOpened()") == 2,
        f"page {page.name} reconnects after {cluster.name(killed)} was killed",
    )
    vt.settle(driver)


def screenshot(driver, args, name):
    driver.save_screenshot(os.path.join(args.screenshots, f"cluster-{name}.png"))


# settings-web


def scenario_settings_killed_mid_edit(driver, cluster, args):
    pages = ViewPages(driver, cluster, vt.open_page)
    killed = None
    try:
        page = pages.open("S")
        driver = pages.use(page)
        name = vt.the(driver, "textbox", "Display name")
        name.send_keys("Blo")
        vt.wait_for_text(driver, "✓ Available.")
        vt.the(driver, "switch", "Protect my posts").click()
        vt.settle(driver)
        check(vt.is_on(vt.the(driver, "switch", "Protect my posts")), "the toggle is on")
        # The last key, and the process is gone before the page sends it (150 ms after a key).
        vt.the(driver, "textbox", "Display name").send_keys("b")
        killed = page.process
        cluster.kill(killed)
        reconnected(driver, page, cluster, killed)
        # The new process's store got the page's values: "Blob" is checked, and it is taken.
        vt.wait_for_text(driver, "✗ Already taken. Try another name.")
        value = vt.the(driver, "textbox", "Display name").get_attribute("value")
        check(value == "Blob", f"the field shows what was typed: {value!r}")
        check(vt.is_on(vt.the(driver, "switch", "Protect my posts")), "the toggle is still on")
        # And the page goes on working on its new process.
        vt.the(driver, "textbox", "Display name").send_keys("by")
        vt.wait_for_text(driver, "✓ Available.")
        check(driver.find_elements(By.CSS_SELECTOR, "[data-errors] li") == [], "no refusals")
        screenshot(driver, args, "settings-reconnected")
    finally:
        pages.close()
        if killed is not None:
            cluster.restart(killed)


# inventory-web


def open_inventory(driver, url):
    vt.open_inventory(driver, url)
    wait_until(driver, lambda: len(vt.rows(driver)) >= 1, "the list's rows")


def row_named(driver, name):
    """The rows whose item is `name`, as their accessible names read without the link's "›"."""
    return [r.removesuffix(" ›") for r in vt.rows(driver) if r.split(" ")[0] == name]


def wait_for_row(pages, page, text):
    driver = pages.use(page)
    name = text.split(" ")[0]
    # The description names no rows: reading them now could meet a row being replaced.
    wait_until(driver, lambda: row_named(driver, name) == [text], f"page {page.name} shows the row {text!r}")


def add_item(driver, name, quantity):
    vt.the(driver, "button", "Add item").click()
    vt.the(driver, "textbox", "Name").send_keys(name)
    for _ in range(quantity):
        vt.the(driver, "button", "Increment").click()
    vt.settle(driver)
    vt.the(driver, "button", "Add").click()
    wait_until(driver, lambda: not vt.visible(driver, "dialog"), "the sheet closed")


def two_pages(pages, item_prefix):
    """Pages A and B, held by different processes, and a name for an item no run used yet."""
    a = pages.open("A")
    b = pages.open("B", avoid={a.process})
    return a, b, f"{item_prefix}{int(time.time() * 1000) % 100000}"


def scenario_inventory_two_processes(driver, cluster, args):
    pages = ViewPages(driver, cluster, open_inventory)
    try:
        a, b, item = two_pages(pages, "Glue")
        add_item(pages.use(a), item, 3)
        wait_for_row(pages, a, f"{item} 3 in stock")
        wait_for_row(pages, b, f"{item} 3 in stock")

        driver = pages.use(b)
        next(r for r in vt.visible(driver, "button") if r.accessible_name.startswith(item + " ")).click()
        vt.wait_for_heading(driver, item)
        vt.the(driver, "button", "Sell one").click()
        vt.settle(driver)
        driver.back()
        vt.wait_for_heading(driver, "Inventory")
        wait_for_row(pages, b, f"{item} 2 in stock")
        wait_for_row(pages, a, f"{item} 2 in stock")
        screenshot(pages.use(a), args, "inventory-two-processes")
    finally:
        pages.close()


def scenario_inventory_process_killed(driver, cluster, args):
    pages = ViewPages(driver, cluster, open_inventory)
    killed = None
    try:
        a, b, item = two_pages(pages, "Tape")
        add_item(pages.use(a), item, 0)
        wait_for_row(pages, b, f"{item} Sold out")

        driver = pages.use(a)
        vt.the(driver, "radio", "In stock").click()
        killed = a.process
        cluster.kill(killed)
        reconnected(driver, a, cluster, killed)
        # The filter came back from the page: the sold-out item isn't listed; every row is in stock.
        wait_until(
            driver,
            lambda: [r.is_selected() for r in vt.visible(driver, "radio", "In stock")] == [True],
            "the filter 'In stock' is picked",
        )
        wait_until(
            driver,
            lambda: vt.rows(driver) and all("in stock" in r for r in vt.rows(driver)),
            "only items in stock are listed",
        )
        # Everything acknowledged is there, on the new process, from the database.
        vt.the(driver, "radio", "All").click()
        wait_for_row(pages, a, f"{item} Sold out")
        # A goes on working: an item added there shows on B.
        add_item(driver, item + "b", 1)
        wait_for_row(pages, b, f"{item}b 1 in stock")
        check(driver.find_elements(By.CSS_SELECTOR, "[data-errors] li") == [], "no refusals")
    finally:
        pages.close()
        if killed is not None:
            cluster.restart(killed)


SCENARIOS = {
    "settings": [scenario_settings_killed_mid_edit],
    "inventory": [scenario_inventory_two_processes, scenario_inventory_process_killed],
}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--app", required=True, choices=sorted(SCENARIOS))
    parser.add_argument("--cluster-dir", required=True)
    parser.add_argument("--screenshots", default=".build")
    parser.add_argument("--only", help="run the scenarios whose names contain this")
    args = parser.parse_args()
    cluster = Cluster(args.cluster_dir)

    scenarios = [s for s in SCENARIOS[args.app] if args.only is None or args.only in s.__name__]
    driver = vt.make_driver()
    try:
        passed, failed = vt.run_scenarios(
            driver, scenarios, lambda scenario: scenario(driver, cluster, args), (Failure, vt.Failure)
        )
    finally:
        driver.quit()
    print(f"{args.app} views across processes: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
