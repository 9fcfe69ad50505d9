#!/usr/bin/env python3
# render_check.py -- reads back what `puzc render` drew, for t_render.sh,
# with nothing but the Python standard library:
#   svg FILE        parses the SVG as XML; prints "rows cols cages sums diag"
#                   (cages: dashed paths of class cage; sums: their texts)
#   svg-sums FILE   the cage sums drawn, sorted, one line
#   svg-grid FILE   the values drawn, by cell (from the text positions), as one
#                   comma-separated line ("0" for an empty cell)
#   png FILE        decodes the PNG (chunk CRCs, zlib, filter bytes, Adler-32
#                   through zlib); prints "WIDTH HEIGHT INK" (INK: colour bytes darker
#                   than the tints)
#   text-grid FILE  the values of the first grid of a text picture (Unicode
#                   or ASCII) as one comma-separated line
# Exits 1 with a reason on stderr when the file is not what it should be.
import re
import struct
import sys
import xml.dom.minidom
import zlib


def fail(why):
    sys.stderr.write(why + "\n")
    sys.exit(1)


def svg_doc(path):
    try:
        return xml.dom.minidom.parse(path)
    except Exception as e:  # any parse error is the test's failure
        fail("%s: not well-formed XML: %s" % (path, e))


def cls_elems(doc, tag, cls):
    return [e for e in doc.getElementsByTagName(tag) if e.getAttribute("class") == cls]


def svg_grid(doc):
    """Cells from the geometry: width = (cols + 1) * cell (half a cell of
    margin each side); a value's text is centred in its cell."""
    root = doc.documentElement
    width, height = float(root.getAttribute("width")), float(root.getAttribute("height"))
    texts = cls_elems(doc, "text", "given") + cls_elems(doc, "text", "solved")
    grid_lines = cls_elems(doc, "path", "grid")
    # rows and cols from the thin grid lines: rows-1 horizontal + cols-1 vertical
    segs = re.findall(r"M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)", grid_lines[0].getAttribute("d"))
    rows = 1 + sum(1 for s in segs if s[1] == s[3])
    cols = 1 + sum(1 for s in segs if s[0] == s[2])
    cell = width / (cols + 1)
    if abs(height - (rows + 1) * cell) > 0.01:
        fail("size %gx%g does not fit %dx%d cells of %g" % (width, height, rows, cols, cell))
    grid = [0] * (rows * cols)
    for t in texts:
        x, y = float(t.getAttribute("x")), float(t.getAttribute("y"))
        c, r = int((x - cell / 2) // cell), int((y - cell / 2) // cell)
        if not (0 <= r < rows and 0 <= c < cols) or grid[r * cols + c]:
            fail("text at %g,%g is in no free cell" % (x, y))
        grid[r * cols + c] = int(t.firstChild.data)
    return rows, cols, grid


def png_read(path):
    d = open(path, "rb").read()
    if d[:8] != b"\x89PNG\r\n\x1a\n":
        fail("no PNG signature")
    i, idat, w = 8, b"", None
    while i < len(d):
        n, = struct.unpack(">I", d[i:i + 4])
        typ, body = d[i + 4:i + 8], d[i + 8:i + 8 + n]
        crc, = struct.unpack(">I", d[i + 8 + n:i + 12 + n])
        if zlib.crc32(typ + body) & 0xffffffff != crc:
            fail("bad CRC in chunk %r" % typ)
        if typ == b"IHDR":
            w, h, depth, ctype, comp, filt, inter = struct.unpack(">IIBBBBB", body)
            if (depth, ctype, comp, filt, inter) != (8, 2, 0, 0, 0):
                fail("not 8-bit RGB")
        elif typ == b"IDAT":
            idat += body
        elif typ == b"IEND":
            break
        i += 12 + n
    if w is None:
        fail("no IHDR")
    raw = zlib.decompress(idat)  # checks the Adler-32 too
    stride = 1 + 3 * w
    if len(raw) != h * stride:
        fail("%d bytes of image data, wanted %d" % (len(raw), h * stride))
    if any(raw[y * stride] != 0 for y in range(h)):
        fail("a row with a filter other than 0")
    # ink: colour bytes below 200 (lines, digits; not white, not the tints),
    # counted by bytes.count; the h filter bytes (0) taken off
    ink = sum(raw.count(bytes([v])) for v in range(200)) - h
    return w, h, ink


def text_grid(path):
    rows = []
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if not line:
            break  # the first grid ends at the blank line before the cage map
        if line[0] not in "|┃" or re.search("[-+─━]", line):
            continue  # a border line
        cells = re.split(r"[|│┃ ]+", line.strip("|┃ "))
        rows.append(["0" if c == "." else c for c in cells if c])
    if not rows:
        fail("no grid rows")
    return [v for r in rows for v in r]


def main():
    if len(sys.argv) != 3:
        fail("usage: render_check.py svg|svg-sums|svg-grid|png|text-grid FILE")
    what, path = sys.argv[1], sys.argv[2]
    if what == "svg":
        doc = svg_doc(path)
        cages = [p for p in cls_elems(doc, "path", "cage") if p.getAttribute("stroke-dasharray")]
        diag = cls_elems(doc, "path", "diag")
        nd = len(re.findall("M", diag[0].getAttribute("d"))) if diag else 0
        rows, cols, _ = svg_grid(doc)
        print(rows, cols, len(cages), len(cls_elems(doc, "text", "sum")), nd)
    elif what == "svg-sums":
        doc = svg_doc(path)
        print(" ".join(sorted((t.firstChild.data for t in cls_elems(doc, "text", "sum")), key=int)))
    elif what == "svg-grid":
        print(",".join(map(str, svg_grid(svg_doc(path))[2])))
    elif what == "png":
        print(*png_read(path))
    elif what == "text-grid":
        print(",".join(text_grid(path)))
    else:
        fail("unknown check " + what)


main()
