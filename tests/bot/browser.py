"""Headless Chromium for the replay page's tests: Debian's ``chromium`` and ``chromium-driver``
packages, which ./scripts/test installs (nothing downloads a browser at run time), driven
through Selenium."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = Path("/usr/bin/chromium")
DRIVER = Path("/usr/bin/chromedriver")
# As the machine's own probe starts it: the sandbox needs a user namespace a container lacks,
# and without the background-networking flags Chromium keeps calling Google's hosts, which a
# closed network refuses.
FLAGS = (
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--force-device-scale-factor=1",
)


def chromium(profile: Path) -> webdriver.Chrome:
    """A headless Chromium with a new profile in ``profile``. Fails, naming the package, when
    Debian's chromium or its driver is missing."""
    missing = [str(p) for p in (CHROMIUM, DRIVER) if not p.exists()]
    assert not missing, (
        f"{', '.join(missing)} missing: ./scripts/test installs Debian's chromium and "
        "chromium-driver packages (apt-get install chromium chromium-driver)"
    )
    # Selenium Manager would look for (and fetch) a driver of its own: the paths are given.
    os.environ["SE_OFFLINE"] = "true"
    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in FLAGS:
        options.add_argument(flag)
    shutil.rmtree(profile, ignore_errors=True)
    options.add_argument(f"--user-data-dir={profile}")
    return webdriver.Chrome(service=Service(executable_path=str(DRIVER)), options=options)
