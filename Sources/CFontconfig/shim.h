// CFontconfig — fontconfig (Debian: libfontconfig-dev) finds installed font files by family and style.
#ifndef CUBESCROLL_CFONTCONFIG_SHIM_H
#define CUBESCROLL_CFONTCONFIG_SHIM_H

#include <fontconfig/fontconfig.h>

/// The property names as C strings (the FC_* macros are string literals Swift does not import).
static const char *const CFC_FAMILY = FC_FAMILY;
static const char *const CFC_STYLE = FC_STYLE;
static const char *const CFC_FILE = FC_FILE;
static const char *const CFC_INDEX = FC_INDEX;
static const char *const CFC_WEIGHT = FC_WEIGHT;

#endif
