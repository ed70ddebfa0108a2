#!/usr/bin/env python3
"""A scripted play-through of the game's window, with real mouse and keys (xdotool) on an X
display (Xvfb), as a player would: the title menu, a level, a move, an attack, a save (F9), back
to the title, Continue, and then five times over: Watch the save and Continue it, each time back
to the title. It fails on a hang: whenever the window stops answering for TIMEOUT seconds.

The game tells where things are through its UI probe (LEYENDAS_UI_PROBE, src/ui/probe.rs): the
buttons with their labels, the units' screen positions, whose turn it is. After a save is opened,
the board must show by itself, without the mouse moving (checked on a dump of the screen).

Usage: playthrough.py GAME_BINARY OUT_DIR [--lang en|es]
Needs DISPLAY set (run it under xvfb-run), xdotool and xwd."""
import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import check_png  # noqa: E402

TIMEOUT = 90
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LEVEL = os.path.join(ROOT, "levels/01_first_blood.ron")
TERRAIN = os.path.join(ROOT, "assets/data/terrain.ron")
OPENS = 5
WORDS = {
    "en": {"level": "First Blood", "continue": "Continue", "load": "Load", "watch": "Watch",
           "title": "Title menu", "saved": "saved"},
    "es": {"level": "Primera sangre", "continue": "Continuar", "load": "Cargar", "watch": "Ver",
           "title": "Menú principal", "saved": "guardad"},
}


class Hang(Exception):
    pass


class Game:
    def __init__(self, binary, out, lang):
        self.out, self.lang, self.words = out, lang, WORDS[lang]
        self.probe_path = os.path.join(out, "probe.json")
        env = dict(os.environ, LEYENDAS_UI_PROBE=self.probe_path,
                   XDG_CONFIG_HOME=os.path.join(out, "config"),
                   XDG_DATA_HOME=os.path.join(out, "data"))
        self.log = open(os.path.join(out, "game.log"), "w")
        self.process = subprocess.Popen(
            [binary, "play", "--lang", lang, "--size", "1280x720"],
            env=env, stdout=self.log, stderr=subprocess.STDOUT)
        self.mouse = (0, 0)
        self.steps = 0

    def wait_for_window(self):
        """Until the window is on the screen and has drawn the menu."""
        end = time.time() + TIMEOUT
        while time.time() < end:
            found = subprocess.run(["xdotool", "search", "--name", "^Leyendas Tactics"],
                                   capture_output=True, text=True).stdout.split()
            if self.process.poll() is not None:
                raise Hang(f"the game exited ({self.process.returncode}) before its window opened")
            if found and self.read():
                # No window manager gives it the keyboard: it is given by hand.
                self.xdo("windowfocus", "--sync", found[0])
                time.sleep(1)
                return
            time.sleep(0.2)
        raise Hang("the window never opened")

    def say(self, what):
        self.steps += 1
        print(f"  {self.steps:3}. {what}", flush=True)

    def read(self):
        try:
            with open(self.probe_path) as f:
                return json.load(f)
        except (OSError, ValueError):
            return None

    def wait(self, what, test, timeout=TIMEOUT):
        """Waits for the probe to satisfy `test`, without touching the mouse or the keys."""
        end = time.time() + timeout
        while time.time() < end:
            if self.process.poll() is not None:
                raise Hang(f"the game exited ({self.process.returncode}) waiting for {what}")
            probe = self.read()
            if probe is not None and test(probe):
                return probe
            time.sleep(0.1)
        raise Hang(f"waited {timeout} s for {what}; the window last showed: {json.dumps(self.read())[:2000]}")

    def xdo(self, *args):
        subprocess.run(["xdotool", *map(str, args)], check=True)

    def move_to(self, x, y):
        self.mouse = (round(x), round(y))
        self.xdo("mousemove", *self.mouse)

    def click_at(self, x, y):
        # Onto the spot from beside it, as a hand does: a window opened under a still pointer
        # has not been told where it is.
        self.move_to(x - 3, y - 3)
        time.sleep(0.05)
        self.move_to(x, y)
        time.sleep(0.15)
        self.xdo("click", 1)

    def quick_click_at(self, x, y):
        """Onto the spot and click at once, as a quick hand does: the move and the click reach
        the window in the same frame, and the click must be on the square moved to."""
        self.mouse = (round(x), round(y))
        self.xdo("mousemove", *self.mouse, "click", 1)

    def key(self, name):
        # Held as a finger holds it: a press and release in one frame can be read as neither.
        self.xdo("keydown", name)
        time.sleep(0.15)
        self.xdo("keyup", name)

    def button(self, probe, pattern):
        for b in probe["buttons"]:
            if re.search(pattern, b["text"]):
                return b
        return None

    def click_button(self, pattern, what):
        probe = self.wait(f"the button {what!r}", lambda p: self.button(p, pattern) is not None)
        r = self.button(probe, pattern)["rect"]
        self.say(f"click {what!r}")
        self.click_at(r["x"] + r["w"] / 2, r["y"] + r["h"] / 2)

    def diagnose(self):
        """After a wait that failed: is the window frozen, or did it miss what it was told? A
        focused window draws at least every 5 s even when idle; a frozen one's threads are
        printed (with gdb, when there is one)."""
        before = (self.read() or {}).get("frame")
        time.sleep(7)
        after = (self.read() or {}).get("frame")
        if self.process.poll() is not None:
            return f"the game has exited ({self.process.returncode})"
        if before != after:
            return f"the window still draws (frame {before} -> {after}): it missed or ignored the input"
        report = f"the window drew no frame in 7 s (frame {before}): it is frozen"
        if shutil.which("gdb"):
            threads = subprocess.run(
                ["gdb", "-p", str(self.process.pid), "-batch", "-ex", "thread apply all bt 30"],
                capture_output=True, text=True, timeout=120).stdout
            with open(os.path.join(self.out, "threads.txt"), "w") as f:
                f.write(threads)
            report += "; its threads:\n" + threads[-6000:]
        return report

    def quit(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def by_hand(p):
    return p["state"] == "Playing" and p["by_hand"] and len(p["units"]) > 0


def unit(p, uid):
    return next((u for u in p["units"] if u["id"] == uid), None)


def distance(a, b):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def foes_of(p, uid):
    """The units of other sides that still stand."""
    me = unit(p, uid)
    return [u for u in p["units"] if u["side"] != me["side"] and u["active"]]


def play_a_turn(game):
    """Moves the hand-played unit toward the nearest goblin and attacks one if it can; ends the
    turn. Returns whether it attacked."""
    p = game.wait("a turn to play by hand", by_hand, timeout=180)
    me = unit(p, p["turn_of"])
    foes = foes_of(p, me["id"])
    if not foes:
        return False
    nearest = min(foes, key=lambda f: distance(f["cell"], me["cell"]))
    if p["reach"] and distance(nearest["cell"], me["cell"]) > 1:
        goal = min(p["reach"], key=lambda c: distance(c["cell"], nearest["cell"]))
        game.say(f"{me['id']} moves to {goal['cell']}")
        log = p["log_len"]
        game.quick_click_at(*goal["screen"])
        p = game.wait("the move", lambda q: q["log_len"] > log and by_hand(q) or
                      q["log_len"] > log and q["turn_of"] != me["id"])
    attacked = False
    if p["turn_of"] == me["id"] and by_hand(p):
        for foe in sorted(foes_of(p, me["id"]), key=lambda f: distance(f["cell"], me["cell"])):
            foe = unit(p, foe["id"])
            game.move_to(*foe["screen"])
            p = game.wait(f"the preview over {foe['id']}",
                          lambda q: q["hovered"] == foe["cell"])
            if p["attack"]:
                game.say(f"{me['id']} attacks {p['attack']}")
                log = p["log_len"]
                game.xdo("click", 1)
                p = game.wait("the attack", lambda q: q["log_len"] > log)
                attacked = True
                break
    p = game.read()
    if p and p["turn_of"] == me["id"] and by_hand(p) and not p["over"]:
        game.say(f"{me['id']} ends its turn")
        log = p["log_len"]
        game.key("e")
        game.wait("the turn's end", lambda q: q["log_len"] > log)
    return attacked


def board_shows(game, what):
    """The board must be drawn by itself: a dump of the screen, with the mouse left still."""
    time.sleep(3)
    dump = os.path.join(game.out, f"{what}.xwd")
    with open(dump, "wb") as f:
        subprocess.run(["xwd", "-root", "-silent"], stdout=f, check=True)
    width, height, pixels = check_png.decode_image(dump)
    problems, _ = check_png.board_problems(width, height, pixels, LEVEL, TERRAIN, (1280, 720))
    if problems:
        raise Hang(f"{what}: the board is not drawn with the mouse still: {'; '.join(problems)}")
    game.say(f"{what}: the board is drawn without the mouse moving")


def to_title(game):
    game.key("Escape")
    game.click_button(re.escape(game.words["title"]), game.words["title"])
    game.wait("the title menu", lambda p: p["state"] == "Menu")


def run(game):
    w = game.words
    # The level's own button: its name first (not the OSR copy's, nor a lock that names it).
    game.click_button("^" + re.escape(w["level"]) + r"(?! \()", w["level"])
    attacked = False
    for _ in range(8):
        attacked = play_a_turn(game)
        if attacked:
            break
    if not attacked:
        raise Hang("no hero could attack in eight turns")
    p = game.wait("a turn to save in", by_hand, timeout=180)
    game.say("F9 saves")
    game.key("F9")
    game.wait("the save's notice", lambda q: any(w["saved"] in t.lower() for t in q["texts"]))
    to_title(game)
    for n in range(1, OPENS + 1):
        game.click_button("^" + re.escape(w["continue"]), f"{w['continue']} ({n})")
        game.wait("the saved fight", lambda q: q["state"] == "Playing" and q["units"])
        if n == 1:
            board_shows(game, "continued")
        to_title(game)
        game.click_button(re.escape(w["load"]), w["load"])
        game.click_button("^" + re.escape(w["watch"]) + "$", f"{w['watch']} ({n})")
        game.wait("the fight watched", lambda q: q["state"] == "Playing" and q["watching"])
        to_title(game)
        game.click_button("^" + re.escape(w["continue"]), f"{w['continue']} ({n}, after watching)")
        game.wait("the saved fight", lambda q: q["state"] == "Playing" and q["units"])
        to_title(game)


def main():
    binary, out = sys.argv[1], sys.argv[2]
    lang = sys.argv[4] if sys.argv[3:4] == ["--lang"] else "en"
    os.makedirs(out, exist_ok=True)
    game = Game(binary, out, lang)
    try:
        game.wait_for_window()
        run(game)
    except (Hang, subprocess.CalledProcessError) as e:
        print(f"FAIL ({lang}): {e}")
        print(game.diagnose())
        return 1
    finally:
        game.quit()
    print(f"ok ({lang}): {game.steps} steps, {OPENS} opens of the save and {OPENS} watches")
    return 0


if __name__ == "__main__":
    sys.exit(main())
