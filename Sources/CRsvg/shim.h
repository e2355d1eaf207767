// CRsvg exists for its pkg-config flags: `librsvg-2.0` adds the include paths of librsvg and
// gdk-pixbuf that `<librsvg/rsvg.h>` needs. Swift code imports CWidgetRender, which includes
// this header too; nothing imports CRsvg directly.
#ifndef CRSVG_SHIM_H
#define CRSVG_SHIM_H

#include <librsvg/rsvg.h>

#endif
