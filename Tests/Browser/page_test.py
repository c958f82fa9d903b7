"""The page of `autolayout serve` in a real browser (headless Chromium driven by Selenium).

Run by Scripts/browser-test.sh, which installs what it needs and passes the binary to test:
    python3 Tests/Browser/page_test.py .build/release/autolayout
Starts the server on a free loopback port, prints how long it took to accept connections, then checks the
Explain tab (a pasted log is explained and drawn) and the Playground (editing the layout changes the frames,
a bad line is reported with its place, the state travels in the page's address).
"""
import subprocess
import sys
import time
import urllib.parse

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

LOG = open("Examples/Logs/CellTallerThanRow.log").read()   # a log written in the form iOS prints it

LAYOUT = """size 300x200
view card
H:|-20-[card]-20-|
V:|-10-[card(50)]
"""


def fail(message):
    print("FAIL: " + message)
    sys.exit(1)


def start_server(binary):
    began = time.monotonic()
    server = subprocess.Popen([binary, "serve", "--port", "0"], stdout=subprocess.PIPE, text=True)
    line = server.stdout.readline()
    elapsed = time.monotonic() - began
    if "http://" not in line:
        server.kill()
        fail("the server printed no address: %r" % line)
    url = line.split()[2]
    print("serve: accepting connections %.3f s after launch, at %s" % (elapsed, url))
    return server, url


def browser():
    options = Options()
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu", "--no-proxy-server"):
        options.add_argument(argument)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def frame_of(driver, name):
    rows = driver.find_elements(By.CSS_SELECTOR, '#frames tbody tr[data-name="%s"] td' % name)
    return [cell.text for cell in rows]


def main():
    binary = sys.argv[1] if len(sys.argv) > 1 else ".build/release/autolayout"
    server, url = start_server(binary)
    driver = browser()
    wait = WebDriverWait(driver, 15)
    try:
        # Explain: paste a log, see the explanation and the picture.
        driver.get(url)
        log = driver.find_element(By.ID, "log")
        driver.execute_script("arguments[0].value = arguments[1]", log, LOG)
        driver.find_element(By.ID, "explain-button").click()
        wait.until(lambda d: d.find_element(By.ID, "explanation").text.strip() != "")
        explanation = driver.find_element(By.ID, "explanation").text
        for expected in ("UIView-Encapsulated-Layout-Height", "44"):
            if expected not in explanation:
                fail("the explanation does not mention %r:\n%s" % (expected, explanation))
        pictures = driver.find_elements(By.CSS_SELECTOR, "#explain-pictures img")
        if len(pictures) != 1:
            fail("expected one picture of the log, found %d" % len(pictures))
        svg = urllib.parse.unquote(pictures[0].get_attribute("src").split(",", 1)[1])
        if "<svg" not in svg or "imageView" not in svg or "(broken)" not in svg:
            fail("the picture is not the log's SVG: %s" % svg[:200])
        print("explain tab: explanation of %d lines, one picture of %d bytes" % (explanation.count("\n") + 1, len(svg)))

        # Playground: type a layout, see the frames; edit it, see them change.
        driver.find_element(By.ID, "tab-playground").click()
        editor = driver.find_element(By.ID, "layout")
        editor.clear()
        editor.send_keys(LAYOUT)
        wait.until(lambda d: frame_of(d, "card") == ["card", "root", "20", "10", "260", "50"])
        editor.send_keys("view badge 20x20 in card\nH:[badge]-|\nV:|-[badge]\n")
        wait.until(lambda d: frame_of(d, "badge") == ["badge", "card", "232", "8", "20", "20"])
        if not driver.find_element(By.ID, "picture").get_attribute("src").startswith("data:image/svg+xml"):
            fail("the playground shows no picture")
        size = driver.find_element(By.ID, "size")
        size.send_keys("400x300")
        wait.until(lambda d: frame_of(d, "card") == ["card", "root", "20", "10", "360", "50"])
        print("playground: frames follow the text and the size")

        # A bad line is shown with its place; the state is in the address.
        editor.send_keys("H:|-[card")
        wait.until(lambda d: d.find_element(By.ID, "layout-error").text.startswith("line 8, column"))
        state = urllib.parse.parse_qs(urllib.parse.urlparse(driver.current_url).fragment)
        if state.get("tab") != ["playground"] or state.get("size") != ["400x300"] or "view badge" not in state["layout"][0]:
            fail("the address does not carry the playground's state: %s" % driver.current_url)
        driver.get("about:blank")
        driver.get(url + "#" + urllib.parse.urlencode({"tab": "playground", "layout": LAYOUT, "size": "200x100"}))
        wait.until(lambda d: frame_of(d, "card") == ["card", "root", "20", "10", "160", "50"])
        print("playground: errors have their place, the address restores the state")
    finally:
        driver.quit()
        server.terminate()
        server.wait(timeout=10)
    print("browser test passed")


if __name__ == "__main__":
    main()
