# svgbars.awk -- a horizontal bar chart in SVG for the bench scripts'
# tables (make bench writes bench/out/*.svg with it), in awk so that the
# benchmarks need nothing beyond POSIX tools.
# INPUT, one bar a line: LABEL<TAB>VALUE (VALUE > 0; another value draws
#   no bar, the label and "-" only). Bars keep the input order.
# OPTIONS (awk -v): title, unit (the axis label), logx=1 (base-10 axis).
# OUTPUT: the SVG document on stdout: 900 pixels wide, 22 per bar.
function esc(s) { gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s); return s }
function sx(v) { if (logx) v = log(v) / log(10); return L + (v - a) / (b - a) * W }
function fmt(v) { return v >= 1000 ? sprintf("%.0f", v) : sprintf("%.3g", v) }
BEGIN { FS = "\t"; L = 360; W = 460; T = 40; RH = 22; n = 0 }
NF >= 2 { n++; lab[n] = $1; val[n] = $2 + 0; ok[n] = ($2 + 0 > 0) }
END {
    lo = 1e300; hi = -1e300
    for (i = 1; i <= n; i++) if (ok[i]) { if (val[i] < lo) lo = val[i]; if (val[i] > hi) hi = val[i] }
    if (hi < lo) { lo = 1; hi = 10 }
    if (logx) { a = log(lo) / log(10); a = int(a) - (a < int(a) ? 1 : 0); b = log(hi) / log(10); b = (b == int(b)) ? b : int(b) + 1; if (b <= a) b = a + 1 }
    else { a = 0; b = hi * 1.05 }
    H = n * RH; ht = T + H + 50
    printf "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"%d\" viewBox=\"0 0 900 %d\" font-family=\"sans-serif\" font-size=\"12\">\n", ht, ht
    printf "<rect width=\"900\" height=\"%d\" fill=\"#ffffff\"/>\n", ht
    printf "<text x=\"450\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">%s</text>\n", esc(title)
    for (t = a; t <= b + 1e-9; t += (logx ? 1 : (b - a) / 5)) { # the axis and its grid
        x = L + (t - a) / (b - a) * W
        printf "<line class=\"grid\" x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#dddddd\"/>\n", x, T, x, T + H
        printf "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", x, T + H + 16, logx ? fmt(10 ^ t) : fmt(t)
    }
    printf "<text x=\"%d\" y=\"%d\" text-anchor=\"middle\">%s</text>\n", L + W / 2, T + H + 36, esc(unit (logx ? " (log scale)" : ""))
    for (i = 1; i <= n; i++) {
        y = T + (i - 1) * RH
        printf "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>\n", L - 8, y + RH * 0.68, esc(lab[i])
        if (!ok[i]) { printf "<text x=\"%d\" y=\"%.1f\">-</text>\n", L + 4, y + RH * 0.68; continue }
        x0 = logx ? L : sx(0); x1 = sx(val[i]); if (x1 < x0 + 1) x1 = x0 + 1
        printf "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"#1f77b4\"/>\n", x0, y + 3, x1 - x0, RH - 6
        printf "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", x1 + 4, y + RH * 0.68, fmt(val[i])
    }
    print "</svg>"
}
