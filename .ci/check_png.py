#!/usr/bin/env python3
"""Checks a screenshot of a level: a real PNG of the window's size, not blank, and showing the
board: enough pixels in the exact colour of each terrain the level's map uses most.

Usage: check_png.py SCREENSHOT.png LEVEL.ron TERRAIN.ron [WIDTH HEIGHT]
       check_png.py SCREENSHOT.png --menu   (the title menu: right size, not blank)
       check_png.py SCREENSHOT.png --covered LEVEL.ron TERRAIN.ron   (the hot-seat pass screen:
           right size, text on it, and none of the board showing through)
Only the standard library: PNG decoding is done here (8-bit RGB/RGBA, non-interlaced), and so is
XWD's (what `xwd` dumps of an X screen, for the scripted play-through)."""
import re
import struct
import sys
import zlib
from collections import Counter


def decode_png(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG file")
    pos, idat, width = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or color not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG (depth {depth}, colour type {color})")
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    pixels, prev = [], bytearray(stride)
    for y in range(height):
        f = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = prev[i]
            c = prev[i - channels] if i >= channels else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[i] = (line[i] + pred) & 255
        prev = line
        for x in range(width):
            pixels.append(tuple(line[x * channels:x * channels + 3]))
    return width, height, pixels


def decode_xwd(data):
    """An X window dump of 24 or 32 bits a pixel (Xvfb's TrueColor screens)."""
    fields = struct.unpack(">25I", data[:100])
    header_size, byte_order, bits, stride = fields[0], fields[7], fields[11], fields[12]
    width, height, masks, ncolors = fields[4], fields[5], fields[14:17], fields[19]
    if bits not in (24, 32):
        raise ValueError(f"unsupported XWD ({bits} bits a pixel)")
    step = bits // 8
    shifts = [(m & -m).bit_length() - 1 for m in masks]
    order = "little" if byte_order == 0 else "big"
    start = header_size + ncolors * 12
    pixels = []
    for y in range(height):
        row = data[start + y * stride:start + y * stride + width * step]
        for x in range(width):
            v = int.from_bytes(row[x * step:(x + 1) * step], order)
            pixels.append(tuple((v & m) >> s for m, s in zip(masks, shifts)))
    return width, height, pixels


def decode_image(path):
    """A PNG, or an XWD (told apart by the PNG signature)."""
    data = open(path, "rb").read()
    if data[:8] == b"\x89PNG\r\n\x1a\n":
        return decode_png(path)
    return decode_xwd(data)


def board_problems(width, height, pixels, level, terrain, want, covered=False):
    """What is wrong with a picture that should show (or, covered, hide) the level's board."""
    problems = []
    if (width, height) != want:
        problems.append(f"size {width}x{height}, expected {want[0]}x{want[1]}")
    counts = Counter(pixels)
    if len(counts) < 20:
        problems.append(f"only {len(counts)} distinct colours: the image is blank")
    colours = {}
    for glyph, r, g, b in re.findall(r"glyph: '(.)'.*?color: \((\d+), (\d+), (\d+)\)", open(terrain).read()):
        colours[glyph] = (int(r), int(g), int(b))
    text = open(level).read()
    rows = re.findall(r'^\s*"([^"]*)",?\s*$', text.split("map:")[1].split("]")[0], re.M)
    used = Counter(ch for row in rows for ch in row if ch in colours)
    for glyph, squares in used.most_common(2):
        colour = colours[glyph]
        if covered and counts[colour] >= 200:
            problems.append(f"terrain '{glyph}' {colour} shows in {counts[colour]} pixels: the board is not covered")
        if not covered and counts[colour] < 200:
            problems.append(f"terrain '{glyph}' {colour} covers {squares} squares but shows in only {counts[colour]} pixels")
    return problems, len(counts)


def main():
    if sys.argv[2:] == ["--menu"]:
        width, height, pixels = decode_png(sys.argv[1])
        colours = len(set(pixels))
        if (width, height) != (1280, 720) or colours < 20:
            print(f"{sys.argv[1]}: {width}x{height}, {colours} colours: not the menu")
            sys.exit(1)
        print(f"{sys.argv[1]}: ok (menu, {colours} colours)")
        return
    covered = sys.argv[2:3] == ["--covered"]
    if covered:
        del sys.argv[2]
    shot, level, terrain = sys.argv[1:4]
    want = (int(sys.argv[4]), int(sys.argv[5])) if len(sys.argv) > 5 else (1280, 720)
    width, height, pixels = decode_image(shot)
    problems, colours = board_problems(width, height, pixels, level, terrain, want, covered)
    if problems:
        print(f"{shot}: " + "; ".join(problems))
        sys.exit(1)
    what = "the board covered" if covered else "board colours present"
    print(f"{shot}: ok ({colours} colours; {what})")


if __name__ == "__main__":
    main()
