"""Prints the address of a control of a view page, found by its accessible name.

    python3 control_address.py http://127.0.0.1:PORT/ "Display name"

Opens one page of the server (GET /, then its WebSocket), reads the view's HTML (the first
message) and prints the `data-k` of the input or control labelled with the name. The address is
the same on every page of the server (and of any server showing the same views), so that the load
client can type into it on all its pages (`remote-load --typing-control`).
"""

import asyncio
import json
import re
import sys
import urllib.parse
import urllib.request

import websockets


async def main(url, name):
    if urllib.parse.urlsplit(url).hostname != "127.0.0.1":
        sys.exit(f"error: only 127.0.0.1 is reached, not {url}")
    with urllib.request.urlopen(url, timeout=10) as response:
        page = response.read().decode()
    meta = re.search(r'<meta name="remote-views-socket" content="([^"]+)"', page)
    if not meta:
        sys.exit("error: the page isn't a view page (no remote-views-socket)")
    socket = urllib.parse.urljoin(url, meta.group(1).replace("&amp;", "&"))
    socket = socket.replace("http://", "ws://", 1)
    origin = url.rstrip("/")
    async with websockets.connect(socket, origin=origin, open_timeout=10) as connection:
        first = json.loads(await asyncio.wait_for(connection.recv(), timeout=10))
    html = first.get("html", "")
    label = re.escape(f'aria-label="{name}"')
    for match in re.finditer(label, html):
        tag_start = html.rfind("<", 0, match.start())
        key = re.search(r'data-k="([0-9a-f]{16})"', html[tag_start : match.end()])
        if key:
            print(key.group(1))
            return
    sys.exit(f"error: no control named {name!r} on the page")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    asyncio.run(main(sys.argv[1], sys.argv[2]))
