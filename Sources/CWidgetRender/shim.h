// The C boundary of WidgetRender: the libraries it renders with, plus the few helpers Swift
// cannot express (GObject cast macros, libpng's setjmp/longjmp error handling).
//
// Include paths: pangocairo's pkg-config flags (CWidgetRender) cover Cairo, Pango, HarfBuzz,
// FreeType and libpng (libdeflate's header is in /usr/include).
//
// librsvg, gdk-pixbuf and poppler-glib are not linked: they are opened the first time an SVG,
// an encoded image or a PDF is drawn (`Librsvg`, `GdkPixbuf`, `Poppler`), so that a process
// that draws none, or finds its symbols in the raster cache, does not load them and the dozen
// libraries behind them. Their few functions are declared below as function-pointer types,
// from their documented, stable ABIs (librsvg 2.46+, gdk-pixbuf 2.x, poppler-glib 0.82+), so
// that no header of theirs is needed.
#ifndef CWIDGETRENDER_SHIM_H
#define CWIDGETRENDER_SHIM_H

#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-font.h>
#include <pango/pangofc-fontmap.h>
#include <png.h>
#include <libdeflate.h>

// MARK: - Threads

#ifdef __linux__
#include <malloc.h>  // mallopt, for OneRenderHeap
#include <pthread.h>
#include <sys/syscall.h>
#include <unistd.h>

// glibc declares it only with _GNU_SOURCE, which the system headers here were not read with.
extern int pthread_getattr_np(pthread_t thread, pthread_attr_t *attributes);

/// The calling thread's stack size in bytes; 0 on the main thread (whose stack grows up to a
/// limit, and asking for it reads the process's memory map) or when it cannot be read.
static inline size_t wr_current_thread_stack_size(void) {
    if (syscall(SYS_gettid) == getpid()) return 0;
    pthread_attr_t attributes;
    if (pthread_getattr_np(pthread_self(), &attributes) != 0) return 0;
    size_t size = 0;
    if (pthread_attr_getstacksize(&attributes, &size) != 0) size = 0;
    pthread_attr_destroy(&attributes);
    return size;
}
#else
static inline size_t wr_current_thread_stack_size(void) { return 0; }
#endif

// MARK: - librsvg, gdk-pixbuf and poppler-glib, opened at run time

#include <dlfcn.h>

#ifdef __linux__
// glibc declares `dladdr` and `Dl_info` only with _GNU_SOURCE; this is its layout.
typedef struct {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} wr_dl_info;
extern int dladdr(const void *address, wr_dl_info *info);
#else
typedef Dl_info wr_dl_info;
#endif

/// The path of the shared object that holds `address`, or NULL.
static inline const char *wr_shared_object_path(const void *address) {
    wr_dl_info info;
    return dladdr(address, &info) != 0 ? info.dli_fname : NULL;
}

/// librsvg's `RsvgHandle`, opaque.
typedef struct wr_rsvg_handle wr_rsvg_handle;
/// librsvg's `RsvgRectangle`.
typedef struct {
    double x;
    double y;
    double width;
    double height;
} wr_rsvg_rectangle;
typedef wr_rsvg_handle *(*wr_rsvg_handle_new_from_data_fn)(const guint8 *data, gsize length, GError **error);
typedef gboolean (*wr_rsvg_handle_render_document_fn)(wr_rsvg_handle *handle, cairo_t *cr,
                                                      const wr_rsvg_rectangle *viewport, GError **error);
typedef gboolean (*wr_rsvg_handle_get_intrinsic_size_in_pixels_fn)(wr_rsvg_handle *handle, gdouble *width,
                                                                   gdouble *height);

/// gdk-pixbuf's `GdkPixbuf` and `GdkPixbufLoader`, opaque.
typedef struct wr_gdk_pixbuf wr_gdk_pixbuf;
typedef struct wr_gdk_pixbuf_loader wr_gdk_pixbuf_loader;
/// `GDK_COLORSPACE_RGB` and `GDK_INTERP_BILINEAR`.
enum { WR_GDK_COLORSPACE_RGB = 0, WR_GDK_INTERP_BILINEAR = 2 };
typedef wr_gdk_pixbuf_loader *(*wr_gdk_pixbuf_loader_new_fn)(void);
typedef gboolean (*wr_gdk_pixbuf_loader_write_fn)(wr_gdk_pixbuf_loader *loader, const guchar *data, gsize length,
                                                  GError **error);
typedef gboolean (*wr_gdk_pixbuf_loader_close_fn)(wr_gdk_pixbuf_loader *loader, GError **error);
typedef wr_gdk_pixbuf *(*wr_gdk_pixbuf_loader_get_pixbuf_fn)(wr_gdk_pixbuf_loader *loader);
typedef int (*wr_gdk_pixbuf_get_int_fn)(const wr_gdk_pixbuf *pixbuf);
typedef gboolean (*wr_gdk_pixbuf_get_has_alpha_fn)(const wr_gdk_pixbuf *pixbuf);
typedef const guint8 *(*wr_gdk_pixbuf_read_pixels_fn)(const wr_gdk_pixbuf *pixbuf);
typedef wr_gdk_pixbuf *(*wr_gdk_pixbuf_new_from_data_fn)(const guchar *data, int colorspace, gboolean has_alpha,
                                                         int bits_per_sample, int width, int height, int rowstride,
                                                         void *destroy, gpointer destroy_data);
typedef wr_gdk_pixbuf *(*wr_gdk_pixbuf_scale_simple_fn)(const wr_gdk_pixbuf *source, int width, int height,
                                                        int interpolation);

/// poppler-glib's `PopplerDocument` and `PopplerPage`, opaque: PDF images are drawn with its
/// Cairo backend (poppler-glib 0.82+ for `poppler_document_new_from_bytes`).
typedef struct wr_poppler_document wr_poppler_document;
typedef struct wr_poppler_page wr_poppler_page;
typedef wr_poppler_document *(*wr_poppler_document_new_from_bytes_fn)(GBytes *bytes, const char *password,
                                                                       GError **error);
typedef int (*wr_poppler_document_get_n_pages_fn)(wr_poppler_document *document);
typedef wr_poppler_page *(*wr_poppler_document_get_page_fn)(wr_poppler_document *document, int index);
typedef void (*wr_poppler_page_get_size_fn)(wr_poppler_page *page, double *width, double *height);
typedef void (*wr_poppler_page_render_fn)(wr_poppler_page *page, cairo_t *cairo);

// MARK: - GObject casts (macros in C, invisible to Swift)

/// `map` as a fontconfig font map, or NULL when it is not one.
static inline PangoFcFontMap *wr_fc_font_map(PangoFontMap *map) {
    return PANGO_IS_FC_FONT_MAP(map) ? PANGO_FC_FONT_MAP(map) : NULL;
}

/// `map` as a Cairo font map, or NULL when it is not one.
static inline PangoCairoFontMap *wr_cairo_font_map(PangoFontMap *map) {
    return PANGO_IS_CAIRO_FONT_MAP(map) ? PANGO_CAIRO_FONT_MAP(map) : NULL;
}

/// `font` as a fontconfig font, or NULL when it is not one.
static inline PangoFcFont *wr_fc_font(PangoFont *font) {
    return PANGO_IS_FC_FONT(font) ? PANGO_FC_FONT(font) : NULL;
}

// MARK: - PNG encoding

/// The growing output buffer of `wr_png_encode_rgba8` (heap-allocated so that nothing the
/// error path reads is an automatic variable changed between setjmp and longjmp).
typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
    char *error;
    size_t error_capacity;
} wr_png_sink;

static inline void wr_png_sink_set_error(wr_png_sink *sink, const char *message) {
    if (sink != NULL && sink->error != NULL && sink->error_capacity > 0) {
        snprintf(sink->error, sink->error_capacity, "%s", message ? message : "unknown libpng error");
    }
}

static inline void wr_png_write_data(png_structp png, png_bytep data, size_t length) {
    wr_png_sink *sink = (wr_png_sink *)png_get_io_ptr(png);
    if (length > SIZE_MAX - sink->length) {
        png_error(png, "PNG output too large");
    }
    size_t needed = sink->length + length;
    if (needed > sink->capacity) {
        size_t capacity = sink->capacity > 0 ? sink->capacity : 65536;
        while (capacity < needed) {
            capacity = capacity > SIZE_MAX / 2 ? needed : capacity * 2;
        }
        uint8_t *grown = (uint8_t *)realloc(sink->bytes, capacity);
        if (grown == NULL) {
            png_error(png, "out of memory");
        }
        sink->bytes = grown;
        sink->capacity = capacity;
    }
    memcpy(sink->bytes + sink->length, data, length);
    sink->length = needed;
}

static inline void wr_png_flush(png_structp png) { (void)png; }

static inline void wr_png_error(png_structp png, png_const_charp message) {
    wr_png_sink_set_error((wr_png_sink *)png_get_error_ptr(png), message);
    png_longjmp(png, 1);
}

static inline void wr_png_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Encodes straight-alpha RGBA8 pixels as an 8-bit RGBA PNG (no interlacing, no ancillary
/// chunks) into a malloc'd buffer that the caller frees with `free`.
///
/// libpng reports errors by longjmp; this function catches them all, so the caller never
/// sees a jump. `filters` is a mask of `PNG_FILTER_*` values.
///
/// Returns 0 and sets `*out_bytes`/`*out_length` on success; returns non-zero and writes a
/// NUL-terminated message into `error` (when non-NULL) on failure.
static inline int wr_png_encode_rgba8(const uint8_t *pixels, uint32_t width, uint32_t height,
                                      size_t stride, int compression_level, int filters,
                                      uint8_t **out_bytes, size_t *out_length,
                                      char *error, size_t error_capacity) {
    *out_bytes = NULL;
    *out_length = 0;
    wr_png_sink *sink = (wr_png_sink *)calloc(1, sizeof(wr_png_sink));
    if (sink == NULL) {
        if (error != NULL && error_capacity > 0) snprintf(error, error_capacity, "out of memory");
        return 1;
    }
    sink->error = error;
    sink->error_capacity = error_capacity;

    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, sink, wr_png_error, wr_png_warning);
    if (png == NULL) {
        wr_png_sink_set_error(sink, "cannot create the libpng write structure");
        free(sink);
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        wr_png_sink_set_error(sink, "cannot create the libpng info structure");
        png_destroy_write_struct(&png, NULL);
        free(sink);
        return 1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        free(sink->bytes);
        free(sink);
        return 1;
    }

    png_set_write_fn(png, sink, wr_png_write_data, wr_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGBA, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(png, compression_level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
    png_write_info(png, info);
    for (uint32_t row = 0; row < height; row++) {
        png_write_row(png, pixels + (size_t)row * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);

    *out_bytes = sink->bytes;
    *out_length = sink->length;
    free(sink);
    return 0;
}

#endif
