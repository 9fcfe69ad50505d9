# svgplot.awk -- a small SVG line plot for bench/reproduce.sh, in awk so that
# `make reproduce` needs nothing beyond a C compiler, make and POSIX tools.
#
# INPUT, one point a line, blank-separated:  SERIES X Y [LO HI]
#   SERIES  the legend label (no blanks; '_' prints as a blank)
#   X, Y    the point; Y "inf" or "-" is a point that was not measured (a
#           time limit ran out): drawn as an open triangle at the top edge
#   LO, HI  optional whisker (the spread over seeds: min and max)
# Points of a series are joined in input order.
# OPTIONS (awk -v): title, xlabel, ylabel, logx=1, logy=1 (base-10 axes;
#   values <= 0 are clamped to the smallest positive one), xticks="a b c"
#   (explicit x tick values).
# OUTPUT: the SVG document on stdout, 800 x 400: the plot area 520 x 300,
# the legend to its right.
function tx(x) { if (logx) x = log(x < xmin_pos ? xmin_pos : x) / log(10); return L + (x - x0) / (x1 - x0) * W }
function ty(y) { if (logy) y = log(y < ymin_pos ? ymin_pos : y) / log(10); return T + H - (y - y0) / (y1 - y0) * H }
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
function fmt(v) { return (v >= 10000 || (v < 0.01 && v > 0)) ? sprintf("%g", v) : sprintf("%.4g", v) }
BEGIN { L = 80; T = 40; W = 520; H = 300; n = 0; ns = 0
        split("#1f77b4 #d62728 #2ca02c #ff7f0e #9467bd #8c564b #e377c2 #17becf #7f7f7f #bcbd22", COL, " ") }
NF >= 3 {
    s = $1; if (!(s in sid)) { sid[s] = ++ns; sname[ns] = s }
    n++; ps[n] = sid[s]; px[n] = $2; py[n] = $3; plo[n] = (NF >= 5 ? $4 : ""); phi[n] = (NF >= 5 ? $5 : "")
}
END {
    xmin_pos = ymin_pos = 1e300; xa = 1e300; xb = -1e300; ya = 1e300; yb = -1e300
    for (i = 1; i <= n; i++) {
        if (px[i] > 0 && px[i] < xmin_pos) xmin_pos = px[i]
        split(py[i] " " plo[i] " " phi[i], v, " ")
        for (k in v) if (v[k] != "inf" && v[k] != "-" && v[k] + 0 > 0 && v[k] + 0 < ymin_pos) ymin_pos = v[k] + 0
    }
    if (xmin_pos == 1e300) xmin_pos = 1; if (ymin_pos == 1e300) ymin_pos = 1
    for (i = 1; i <= n; i++) {
        x = logx ? log(px[i] < xmin_pos ? xmin_pos : px[i]) / log(10) : px[i] + 0
        if (x < xa) xa = x; if (x > xb) xb = x
        split(py[i] " " plo[i] " " phi[i], v, " ")
        for (k in v) {
            if (v[k] == "inf" || v[k] == "-" || v[k] == "") continue
            y = logy ? log(v[k] + 0 < ymin_pos ? ymin_pos : v[k] + 0) / log(10) : v[k] + 0
            if (y < ya) ya = y; if (y > yb) yb = y
        }
    }
    if (ya == 1e300) { ya = 0; yb = 1 }
    if (!logy && ya > 0) ya = 0
    if (logy) { ya = int(ya + 100) - 100; if (ya > log(ymin_pos) / log(10)) ya--; yb = (yb == int(yb)) ? yb : int(yb + 101) - 100; if (yb <= ya) yb = ya + 1 }
    else { if (yb <= ya) yb = ya + 1; yb += (yb - ya) * 0.08 }
    if (xb <= xa) { xa -= 1; xb += 1 }
    pad = (xb - xa) * 0.05; x0 = xa - pad; x1 = xb + pad; y0 = ya; y1 = yb
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"800\" height=\"400\" viewBox=\"0 0 800 400\" font-family=\"sans-serif\" font-size=\"11\">\n"
    printf "<rect width=\"800\" height=\"400\" fill=\"white\"/>\n"
    printf "<text x=\"340\" y=\"22\" text-anchor=\"middle\" font-size=\"14\">%s</text>\n", esc(title)
    printf "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"none\" stroke=\"#444\"/>\n", L, T, W, H
    # y ticks: decades on a log axis, 5 steps on a linear one
    if (logy) for (e = y0; e <= y1 + 1e-9; e++) { yy = T + H - (e - y0) / (y1 - y0) * H
        printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", L, yy, L + W, yy, L - 4, yy + 4, fmt(10 ^ e) }
    else for (k = 0; k <= 5; k++) { tv = y0 + (y1 - y0) * k / 5; yy = T + H - k / 5 * H
        printf "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" stroke=\"#ddd\"/><text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", L, yy, L + W, yy, L - 4, yy + 4, fmt(tv) }
    # x ticks: the given values, else the distinct x of the points
    nt = 0
    if (xticks != "") nt = split(xticks, xt, " ")
    else for (i = 1; i <= n; i++) if (!(px[i] in seenx)) { seenx[px[i]] = 1; xt[++nt] = px[i] }
    for (k = 1; k <= nt; k++) { xx = tx(xt[k])
        printf "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#444\"/><text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", xx, T + H, xx, T + H + 4, xx, T + H + 16, xt[k] }
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", L + W / 2, T + H + 34, esc(xlabel)
    printf "<text x=\"16\" y=\"%d\" text-anchor=\"middle\" transform=\"rotate(-90 16 %d)\">%s%s</text>\n", T + H / 2, T + H / 2, esc(ylabel), logy ? " (log scale)" : ""
    for (s = 1; s <= ns; s++) {
        c = COL[(s - 1) % 10 + 1]; path = ""
        for (i = 1; i <= n; i++) {
            if (ps[i] != s) continue
            xx = tx(px[i])
            if (plo[i] != "" && plo[i] != "-" && phi[i] != "-") {
                hi = (phi[i] == "inf") ? T : ty(phi[i] + 0)
                printf "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-opacity=\"0.6\"/>\n", xx, ty(plo[i] + 0), xx, hi, c
            }
            if (py[i] == "inf" || py[i] == "-") {
                printf "<path d=\"M%.1f %d l-4 7 h8 z\" fill=\"none\" stroke=\"%s\"/>\n", xx, T + 1, c
                continue
            }
            yy = ty(py[i] + 0)
            path = path (path == "" ? "M" : " L") sprintf("%.1f %.1f", xx, yy)
            printf "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" fill=\"%s\"/>\n", xx, yy, c
        }
        if (path != "") printf "<path d=\"%s\" fill=\"none\" stroke=\"%s\" stroke-width=\"1.5\"/>\n", path, c
        lab = sname[s]; gsub(/_/, " ", lab)
        printf "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%s</text>\n", L + W + 10, T + 4 + (s - 1) * 16, c, L + W + 24, T + 13 + (s - 1) * 16, esc(lab)
    }
    printf "</svg>\n"
}
