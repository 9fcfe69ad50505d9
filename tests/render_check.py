#!/usr/bin/env python3
# render_check.py -- reads back what `puzc render` drew, for t_render.sh,
# with nothing but the Python standard library:
#   svg FILE        parses the SVG as XML; prints "rows cols cages sums diag"
#                   (cages: dashed paths of class cage; sums: their texts)
#   svg-sums FILE   the cage sums drawn, sorted, one line
#   svg-grid FILE   the values drawn, by cell (from the text positions), as one
#                   comma-separated line ("0" for an empty cell)
#   png FILE        decodes the PNG (chunk CRCs, zlib and its Adler-32, every
#                   row filter); prints "WIDTH HEIGHT INK" (INK: colour bytes darker
#                   than the tints)
#   png-grid PNG SVG  the PNG has the SVG's size and a dark line of pixels
#                   along each of its grid lines and region borders; prints
#                   "LINES MATCHED"
#   png-dashes PNG SVG  the SVG's dashed cage outlines dashed in the PNG too:
#                   prints "PIECES DASHED" (straight pieces two cells or longer)
#   png-greys PNG SVG  the grey levels inside the cells (anti-aliased text)
#   png-cells PNG SVG  the ink's coverage of each cell, in pixels, as one
#                   comma-separated line
#   text-grid FILE  the values of the first grid of a text picture (Unicode
#                   or ASCII) as one comma-separated line
#   svg-plot FILE   a bar chart (compare --plot): every tick and time label a
#                   plain number of ms or s (no exponent), the axis from a
#                   power of ten at or below the shortest time to one at or
#                   above the longest, each bar ending where its label's time
#                   falls on the axis; prints the tick labels, then the time
#                   labels, each line comma-separated, then the shortest
#                   bar's width in pixels
#   svg-marks FILE  the variant marks in drawing order, one a line:
#                   "CLASS SHAPE COLOUR OUTER INNER START" (see svg_marks)
#   svg-kakuro FILE a Kakuro read back as its .puz picture, a row a line
#                   (black cells with their sums by where they are drawn:
#                   the down sum below the cell's diagonal, the across sum
#                   above it; the values of the white cells)
#   png-kakuro PNG SVG  the SVG's black cells dark in the PNG with light
#                   ink (sums, diagonal) in them, its white cells light;
#                   prints "BLACK WHITE MATCHED"
# Exits 1 with a reason on stderr when the file is not what it should be.
import math
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


def png_pixels(path):
    """Decodes an 8-bit RGB or RGBA PNG, not interlaced, as any reader
    would: chunk CRCs, the zlib stream (its Adler-32), each row's filter
    (none, sub, up, average, Paeth) undone. Returns w, h and the rows as
    bytearrays of 3 bytes a pixel (alpha, when there, dropped)."""
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
            if depth != 8 or ctype not in (2, 6) or (comp, filt, inter) != (0, 0, 0):
                fail("not 8-bit RGB or RGBA, not interlaced")
        elif typ == b"IDAT":
            idat += body
        elif typ == b"IEND":
            break
        i += 12 + n
    if w is None:
        fail("no IHDR")
    raw = zlib.decompress(idat)  # checks the Adler-32 too
    bpp = 3 if ctype == 2 else 4
    stride = 1 + bpp * w
    if len(raw) != h * stride:
        fail("%d bytes of image data, wanted %d" % (len(raw), h * stride))
    rows, prev = [], bytearray(stride - 1)
    for y in range(h):
        f, cur = raw[y * stride], bytearray(raw[y * stride + 1:(y + 1) * stride])
        if f == 1:
            for x in range(bpp, len(cur)):
                cur[x] = (cur[x] + cur[x - bpp]) & 255
        elif f == 2:
            for x in range(len(cur)):
                cur[x] = (cur[x] + prev[x]) & 255
        elif f == 3:
            for x in range(len(cur)):
                a = cur[x - bpp] if x >= bpp else 0
                cur[x] = (cur[x] + ((a + prev[x]) >> 1)) & 255
        elif f == 4:
            for x in range(len(cur)):
                a = cur[x - bpp] if x >= bpp else 0
                c = prev[x - bpp] if x >= bpp else 0
                b = prev[x]
                pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
                pred = a if pa <= pb and pa <= pc else b if pb <= pc else c
                cur[x] = (cur[x] + pred) & 255
        elif f != 0:
            fail("row %d: unknown filter %d" % (y, f))
        prev = cur
        rows.append(cur if bpp == 3 else bytearray(v for k, v in enumerate(cur) if k % 4 != 3))
    return w, h, rows


def png_read(path):
    """w, h and the ink: colour bytes below 200 (lines, digits; not white,
    not the tints)."""
    w, h, rows = png_pixels(path)
    ink = sum(r.count(bytes([v])) for r in rows for v in range(200))
    return w, h, ink


def px(rows, x, y):
    return tuple(rows[y][3 * x:3 * x + 3])


def path_lines(p):
    """The straight segments of an SVG path element, as (x1, y1, x2, y2)."""
    out, pts = [], []
    for cmd, x, y in re.findall(r"([MLZ])\s*(?:([-\d.]+) ([-\d.]+))?", p.getAttribute("d")):
        if cmd == "M":
            pts = [(float(x), float(y))]
        elif cmd == "L":
            out.append(pts[-1] + (float(x), float(y)))
            pts.append((float(x), float(y)))
        elif pts:
            out.append(pts[-1] + pts[0])
            pts = [pts[0]]
    return out


def svg_lines(doc, cls):
    """The straight segments of every path of class cls."""
    return [g for p in cls_elems(doc, "path", cls) for g in path_lines(p)]


def png_grid(png, svg):
    """The PNG against the SVG's layout: the same size, and along every
    thin grid line and thick border of the SVG a line of dark pixels in the
    PNG, within a pixel of the line's coordinate: at least 90% of the
    pixels along it darker than 0xa0 in every channel, where a column
    (row) a quarter cell to either side has at most 50% (text crosses it).
    Prints "LINES MATCHED"."""
    doc = svg_doc(svg)
    root = doc.documentElement
    sw, sh = int(float(root.getAttribute("width"))), int(float(root.getAttribute("height")))
    w, h, rows = png_pixels(png)
    if (w, h) != (sw, sh):
        fail("PNG %dx%d, SVG %dx%d" % (w, h, sw, sh))
    rows_, cols, _ = svg_grid(doc)
    cell = w / (cols + 1)

    def dark_share(vertical, at, a, b):
        at = int(at)
        if not 0 <= at < (w if vertical else h):
            return 0.0
        lo, hi = int(min(a, b)) + 2, int(max(a, b)) - 2
        pts = [px(rows, at, t) if vertical else px(rows, t, at) for t in range(lo, hi)]
        return sum(1 for p in pts if max(p) < 0xa0) / max(1, len(pts))

    lines = matched = 0
    for cls in ("grid", "box"):
        for x1, y1, x2, y2 in svg_lines(doc, cls):
            if x1 == x2:
                v, at, a, b = True, x1, y1, y2
            elif y1 == y2:
                v, at, a, b = False, y1, x1, x2
            else:
                continue
            lines += 1
            off = max(2, int(cell / 4))
            if (max(dark_share(v, at + k, a, b) for k in (-1, 0, 1)) >= 0.9 and
                    dark_share(v, at - off, a, b) <= 0.5 and
                    dark_share(v, at + off, a, b) <= 0.5):
                matched += 1
            else:
                sys.stderr.write("%s line at %g (%g..%g) not in the PNG\n" % (cls, at, a, b))
    return lines, matched


def png_dashes(png, svg):
    """The SVG's dashed cage outlines in the PNG: along each straight piece
    of a cage path at least two cells long, the pixels under it (within a
    pixel of the line) turn from ink to white and back at least once per
    two dashes' length. Prints "PIECES DASHED"."""
    doc = svg_doc(svg)
    w, h, rows = png_pixels(png)
    pieces = dashed = 0
    for p in cls_elems(doc, "path", "cage"):
        dash = float(p.getAttribute("stroke-dasharray").split()[0])
        for x1, y1, x2, y2 in path_lines(p):
            n = int(max(abs(x2 - x1), abs(y2 - y1)))
            if n < 28 * dash:
                continue
            pieces += 1
            inked = []
            for t in range(n):
                x, y = x1 + (x2 - x1) * t / n, y1 + (y2 - y1) * t / n
                near = [px(rows, int(x) + i, int(y) + j) for i in (-1, 0, 1) for j in (-1, 0, 1)
                        if x1 == x2 and j == 0 or y1 == y2 and i == 0]
                inked.append(min(min(q) for q in near) < 160)
            turns = sum(1 for a, b in zip(inked, inked[1:]) if a != b)
            if turns >= n / (2 * dash) / 2:
                dashed += 1
            else:
                sys.stderr.write("cage piece %g,%g-%g,%g: %d turns\n" % (x1, y1, x2, y2, turns))
    return pieces, dashed


def png_cells(png, svg):
    """What the PNG shows inside each cell (the SVG says where the cells
    are), 3 pixels in from its borders: the grey levels there (pixels with
    equal channels, neither white nor black: the edges of anti-aliased
    black text), and per cell the ink's coverage in pixels: a pixel of ink
    colour c drawn at coverage a over white has min channel
    255 - a * (255 - min(c)), and the darkest pixel of the cell is taken
    as the ink (a digit has fully covered pixels). Returns the number of
    grey levels and the coverages, row by row."""
    doc = svg_doc(svg)
    rows_, cols, _ = svg_grid(doc)
    w, h, rows = png_pixels(png)
    cell = w / (cols + 1)
    greys, cover = set(), []
    for r in range(rows_):
        for c in range(cols):
            x0, y0 = int(cell / 2 + c * cell), int(cell / 2 + r * cell)
            mins = []
            for y in range(y0 + 3, int(y0 + cell) - 3):
                for x in range(x0 + 3, int(x0 + cell) - 3):
                    p = px(rows, x, y)
                    if p[0] == p[1] == p[2] and 0 < p[0] < 255:
                        greys.add(p[0])
                    mins.append(min(p))
            full = 255 - min(mins)
            cover.append(sum(255 - m for m in mins) / full if full else 0.0)
    return len(greys), cover


VARIANT_CLASSES = ("odd", "even", "thermo", "arrow", "kropki-white", "kropki-black")


def subpaths(d):
    """Path data as svg.c writes it (M, L, Z) -> [(points, closed)]."""
    out = []
    for m in re.finditer(r"M([^MZ]*)(Z?)", d):
        nums = [float(v) for v in re.findall(r"-?[\d.]+", m.group(1))]
        out.append((list(zip(nums[0::2], nums[1::2])), m.group(2) == "Z"))
    return out


def svg_marks(doc):
    """The variant marks as they would be seen, in drawing order (later on
    top). A rect is a "square" (OUTER: half its side). A path's closed
    subpaths are circles (centre: the mean of their points), stroked as
    wide as the path: OUTER is the largest circle's outer edge, INNER the
    smallest's inner edge (0 when the stroke covers the centre); SHAPE is
    "disc" when INNER is 0, else "ring". START: how far from the first
    circle's centre the first open subpath (an arrow's line) begins, or
    "-". Lengths in cells (the thin grid's spacing), two decimals."""
    rows, cols, _ = svg_grid(doc)
    cell = float(doc.documentElement.getAttribute("width")) / (cols + 1)
    out = []
    for e in doc.documentElement.childNodes:
        if e.nodeType != e.ELEMENT_NODE or e.getAttribute("class") not in VARIANT_CLASSES:
            continue
        cls = e.getAttribute("class")
        if e.tagName == "rect":
            out.append("%s square %s %.2f 0 -" % (cls, e.getAttribute("fill"),
                                                  float(e.getAttribute("width")) / 2 / cell))
            continue
        w = float(e.getAttribute("stroke-width"))
        circles, start = [], "-"
        for pts, closed in subpaths(e.getAttribute("d")):
            if closed:
                cx = sum(p[0] for p in pts) / len(pts)
                cy = sum(p[1] for p in pts) / len(pts)
                r = sum(((p[0] - cx) ** 2 + (p[1] - cy) ** 2) ** 0.5 for p in pts) / len(pts)
                circles.append((cx, cy, r))
            elif start == "-" and circles:
                cx, cy, _ = circles[0]
                start = "%.2f" % (((pts[0][0] - cx) ** 2 + (pts[0][1] - cy) ** 2) ** 0.5 / cell)
        if not circles:
            fail("%s mark has no circle" % cls)
        outer = max(c[2] for c in circles) + w / 2
        inner = max(0.0, min(c[2] for c in circles) - w / 2)
        out.append("%s %s %s %.2f %.2f %s" % (cls, "disc" if inner < 1e-6 else "ring",
                                              e.getAttribute("stroke"), outer / cell,
                                              inner / cell, start))
    return out


def svg_kakuro(doc):
    """The picture: per cell "-", "D\\A" (either left out) or the value
    ("." when empty), tokens two blanks apart, each column as wide as its
    widest token (as puzc writes it)."""
    root = doc.documentElement
    rows, cols, grid = svg_grid(doc)
    cell = float(root.getAttribute("width")) / (cols + 1)
    tok = ["." if v == 0 else str(v) for v in grid]
    black = {}
    for cls in ("clue", "blank"):
        for e in cls_elems(doc, "rect", cls):
            c = int(round((float(e.getAttribute("x")) - cell / 2) / cell))
            r = int(round((float(e.getAttribute("y")) - cell / 2) / cell))
            if tok[r * cols + c] != ".":
                fail("r%dc%d is black and holds a value" % (r + 1, c + 1))
            black[r * cols + c] = ["", ""]
    for e in cls_elems(doc, "text", "down") + cls_elems(doc, "text", "across"):
        x, y = float(e.getAttribute("x")) - cell / 2, float(e.getAttribute("y")) - cell / 2
        c, r = int(x // cell), int(y // cell)
        fx, fy = x / cell - c, y / cell - r
        below = fy > fx  # the bottom-left triangle: the down sum
        if (e.getAttribute("class") == "down") != below or r * cols + c not in black:
            fail("%s sum at %g,%g is not in its triangle of a black cell" %
                 (e.getAttribute("class"), x, y))
        black[r * cols + c][0 if below else 1] = e.firstChild.data
    for i, (d, a) in black.items():
        tok[i] = d + "\\" + a if d or a else "-"
    width = [max(len(tok[r * cols + c]) for r in range(rows)) for c in range(cols)]
    return ["  ".join(tok[r * cols + c].ljust(width[c] if c + 1 < cols else 0)
                      for c in range(cols)) for r in range(rows)]


def png_kakuro(png, svg):
    doc = svg_doc(svg)
    w, h, rows = png_pixels(png)
    _, cols, _ = svg_grid(doc)
    cell = w / (cols + 1)
    black = {}  # (col, row) -> a clue (with ink in it) or not
    for cls in ("clue", "blank"):
        for e in cls_elems(doc, "rect", cls):
            black[(int(round((float(e.getAttribute("x")) - cell / 2) / cell)),
                   int(round((float(e.getAttribute("y")) - cell / 2) / cell)))] = cls == "clue"
    rows_ = int(round(h / cell)) - 1
    nb = nw = matched = 0
    for r in range(rows_):
        for c in range(cols):
            x0, y0 = int(cell / 2 + c * cell), int(cell / 2 + r * cell)
            pts = [px(rows, x, y) for y in range(y0 + 3, int(y0 + cell) - 3)
                   for x in range(x0 + 3, int(x0 + cell) - 3)]
            dark = sum(1 for p in pts if max(p) < 0x60) / len(pts)
            light = sum(1 for p in pts if min(p) > 0xc0) / len(pts)
            if (c, r) in black:
                nb += 1
                ok = dark >= 0.7 and (light > 0) == black[(c, r)]
            else:
                nw += 1
                ok = light >= 0.6
            matched += ok
            if not ok:
                sys.stderr.write("r%dc%d: %.2f dark, %.2f light\n" % (r + 1, c + 1, dark, light))
    return nb, nw, matched


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


def ms_of(label):
    """A chart's time label ("0.25 ms", "1.78 s") in ms; fails on any other
    form (an exponent, a bare number)."""
    m = re.fullmatch(r"(\d+(?:\.\d+)?) (ms|s)", label)
    if not m:
        fail("time label %r is not a plain number of ms or s" % label)
    return float(m.group(1)) * (1000 if m.group(2) == "s" else 1)


def svg_plot(path):
    doc = svg_doc(path)
    ticks = [(float(t.getAttribute("x")), t.firstChild.data) for t in cls_elems(doc, "text", "tick")]
    if len(ticks) < 2:
        fail("fewer than two ticks")
    tms = [ms_of(lab) for _, lab in ticks]
    for a, b in zip(tms, tms[1:]):
        if abs(b / a - 10) > 1e-9:
            fail("ticks %g and %g ms are not a decade apart" % (a, b))
    if abs(math.log10(tms[0]) - round(math.log10(tms[0]))) > 1e-9:
        fail("the axis starts at %g ms, not a power of ten" % tms[0])
    # x = x0 + k log10(ms / first tick), from the first and last tick
    x0, k = ticks[0][0], (ticks[-1][0] - ticks[0][0]) / math.log10(tms[-1] / tms[0])
    bars = {round(float(b.getAttribute("y")) + float(b.getAttribute("height")) / 2, 1): b
            for b in cls_elems(doc, "rect", "bar")}
    labels, widths = [], []
    for t in cls_elems(doc, "text", "value"):
        text = t.firstChild.data if t.firstChild else ""
        if not text or not text[0].isdigit():
            continue  # a note alone: no time, no bar
        lab = text.split("  ")[0]
        ms = ms_of(lab)
        labels.append(lab)
        bar = bars.get(round(float(t.getAttribute("y")), 1))
        if bar is None:
            fail("no bar beside the label %r" % lab)
        if ms < tms[0] or ms > tms[-1] * 1.005:
            fail("%s lies outside the axis (%s .. %s)" % (lab, ticks[0][1], ticks[-1][1]))
        end = float(bar.getAttribute("x")) + float(bar.getAttribute("width"))
        want = x0 + k * math.log10(ms / tms[0])
        if abs(end - want) > 1.5:  # labels have three digits: < 1 px off
            fail("the bar of %s ends at x=%.1f, the axis puts it at %.1f" % (lab, end, want))
        widths.append(float(bar.getAttribute("width")))
    print(", ".join(lab for _, lab in ticks))
    print(", ".join(labels))
    print("%.0f" % min(widths) if widths else "-")


def main():
    if len(sys.argv) not in (3, 4):
        fail("usage: render_check.py svg|svg-sums|svg-grid|svg-plot|svg-marks|png|text-grid FILE, "
             "or png-grid|png-dashes|png-greys|png-cells FILE.png FILE.svg")
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
    elif what in ("png-grid", "png-dashes", "png-greys", "png-cells", "png-kakuro"):
        if len(sys.argv) != 4:
            fail("usage: render_check.py %s FILE.png FILE.svg" % what)
        if what == "png-kakuro":
            print(*png_kakuro(path, sys.argv[3]))
        elif what in ("png-grid", "png-dashes"):
            print(*(png_grid if what == "png-grid" else png_dashes)(path, sys.argv[3]))
        elif what == "png-greys":
            print(png_cells(path, sys.argv[3])[0])
        else:
            print(",".join("%.1f" % v for v in png_cells(path, sys.argv[3])[1]))
    elif what == "text-grid":
        print(",".join(text_grid(path)))
    elif what == "svg-plot":
        svg_plot(path)
    elif what == "svg-kakuro":
        print("\n".join(svg_kakuro(svg_doc(path))))
    elif what == "svg-marks":
        print("\n".join(svg_marks(svg_doc(path))))
    else:
        fail("unknown check " + what)


main()
