// CHarfBuzz — HarfBuzz (Debian: libharfbuzz-dev) shapes text: glyph choice, advances and the
// font's kerning (its GPOS and kern tables), and reads the font's vertical metrics.
#ifndef CUBESCROLL_CHARFBUZZ_SHIM_H
#define CUBESCROLL_CHARFBUZZ_SHIM_H

#include <hb.h>
#include <hb-ot.h>

#endif
