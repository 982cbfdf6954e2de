// CFreeType — FreeType (Debian: libfreetype-dev) rasterises glyphs as anti-aliased coverage.
#ifndef CUBESCROLL_CFREETYPE_SHIM_H
#define CUBESCROLL_CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H

/// FT_LOAD_TARGET_LIGHT (a function-like macro Swift does not import): light, vertical-only
/// hinting, so glyphs keep their designed widths (the unhinted advances HarfBuzz reports) while
/// horizontal stems sit on pixel rows.
static const FT_Int32 FT_LOAD_TARGET_LIGHT_VALUE = FT_LOAD_TARGET_LIGHT;

#endif
