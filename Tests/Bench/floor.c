// The cold-start floor of `make bench`: the least a process can do to draw what
// `widget-render render weather --family systemSmall` draws, with the same libraries and
// none of the engine.
//
// It loads the same shared libraries (Pango, Cairo, fontconfig, libdeflate), makes a
// private fontconfig configuration over the bundled Fonts/ folder with a cache folder,
// draws the weather card of ColdStartBench's SVG at 474 × 474 pixels (a rounded gradient,
// a circle, four lines of Inter in three weights, with the engine's font options), writes
// it as a PNG (un-premultiplied RGBA, filter 0, libdeflate level 1, as PNGEncoder) through
// a temporary file that is synced and renamed, and exits. No view tree, no layout, no
// symbols, no checks: `widget-render` can only be slower, and the bench reports by how much.
//
// With a fourth argument N it also measures, in the same process, N more draws and encodes
// of the card on the same surface, font map and buffers, and prints the medians as
// `draw <ms> encode <ms>`: the in-process floor of GalleryBench, what the libraries alone
// take to draw the card against what encoding it takes. `main` is called `floor_main` when
// compiled with -DFLOOR_MAIN=floor_main, for the Swift host of `swift-floor.swift`.
//
// Built by `make bench` with the system compiler; usage: floor FONTS_DIR CACHE_DIR OUT.png [N]
#include <fcntl.h>
#include <fontconfig/fontconfig.h>
#include <libdeflate.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifndef FLOOR_MAIN
#define FLOOR_MAIN main
#endif

static void line(cairo_t *cr, PangoLayout *layout, const char *font, const char *text, double x, double y) {
    PangoFontDescription *description = pango_font_description_from_string(font);
    pango_layout_set_font_description(layout, description);
    pango_font_description_free(description);
    pango_layout_set_text(layout, text, -1);
    int width, height;
    pango_layout_get_pixel_size(layout, &width, &height);  // measured, as a layout pass does
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout);
}

static void big_endian(unsigned char *out, uint32_t value) {
    out[0] = value >> 24; out[1] = value >> 16; out[2] = value >> 8; out[3] = value;
}

static size_t chunk(unsigned char *out, const char *type, const unsigned char *data, uint32_t length) {
    big_endian(out, length);
    memcpy(out + 4, type, 4);
    if (length) memcpy(out + 8, data, length);
    big_endian(out + 8 + length, libdeflate_crc32(0, out + 4, 4 + (size_t)length));
    return 12 + (size_t)length;
}

static const int width = 474, height = 474;

// The card: a rounded gradient, a circle, four lines of text.
static void draw(cairo_t *cr, PangoLayout *layout) {
    cairo_save(cr);
    cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
    cairo_paint(cr);
    cairo_restore(cr);
    cairo_pattern_t *sky = cairo_pattern_create_linear(0, 0, 0, 158);
    cairo_pattern_add_color_stop_rgb(sky, 0, 0x2f / 255.0, 0x7f / 255.0, 0xe8 / 255.0);
    cairo_pattern_add_color_stop_rgb(sky, 1, 0x5a / 255.0, 0xa9 / 255.0, 0xf8 / 255.0);
    const double r = 22, side = 158, quarter = G_PI / 2;
    cairo_new_path(cr);
    cairo_arc(cr, side - r, r, r, -quarter, 0);
    cairo_arc(cr, side - r, side - r, r, 0, quarter);
    cairo_arc(cr, r, side - r, r, quarter, 2 * quarter);
    cairo_arc(cr, r, r, r, 2 * quarter, 3 * quarter);
    cairo_close_path(cr);
    cairo_set_source(cr, sky);
    cairo_fill(cr);
    cairo_pattern_destroy(sky);
    cairo_arc(cr, 23, 116, 6, 0, 4 * quarter);
    cairo_set_source_rgb(cr, 1, 0.8, 0);
    cairo_fill_preserve(cr);
    cairo_set_source_rgba(cr, 1, 1, 1, 0.4);
    cairo_set_line_width(cr, 2);
    cairo_stroke(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    line(cr, layout, "Inter SemiBold 15px", "Lisbon", 16, 16);
    line(cr, layout, "Inter Display Light 42px", "23°", 16, 40);
    line(cr, layout, "Inter SemiBold 13px", "Mostly Sunny", 34, 108);
    line(cr, layout, "Inter Medium 13px", "H:26° L:17°", 16, 128);
    cairo_surface_flush(cairo_get_target(cr));
}

// The PNG of the surface (un-premultiplied RGBA, filter 0, libdeflate level 1) into `png`,
// which holds at least `encoded_bound()` bytes; `scanlines` holds `(1 + width * 4) * height`
// and `stream` the compressor's bound. Returns the PNG's size.
static size_t encode(cairo_surface_t *surface, struct libdeflate_compressor *compressor,
                     unsigned char *scanlines, unsigned char *stream, size_t bound, unsigned char *png) {
    const unsigned char *pixels = cairo_image_surface_get_data(surface);
    const int stride = cairo_image_surface_get_stride(surface);
    const size_t row = 1 + (size_t)width * 4, raw = row * height;
    for (int y = 0; y < height; y++) {
        unsigned char *out = scanlines + y * row;
        const uint32_t *in = (const uint32_t *)(pixels + (size_t)y * stride);
        out[0] = 0;
        for (int x = 0; x < width; x++) {
            uint32_t p = in[x], a = p >> 24, red = p >> 16 & 255, green = p >> 8 & 255, blue = p & 255;
            if (a && a < 255) {
                red = (red * 255 + a / 2) / a; green = (green * 255 + a / 2) / a; blue = (blue * 255 + a / 2) / a;
            }
            unsigned char *o = out + 1 + x * 4;
            o[0] = red; o[1] = green; o[2] = blue; o[3] = a;
        }
    }
    const size_t length = libdeflate_zlib_compress(compressor, scanlines, raw, stream, bound);
    static const unsigned char signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    unsigned char header[13];
    big_endian(header, width);
    big_endian(header + 4, height);
    memcpy(header + 8, (unsigned char[]){8, 6, 0, 0, 0}, 5);
    size_t size = 8;
    memcpy(png, signature, 8);
    size += chunk(png + size, "IHDR", header, 13);
    size += chunk(png + size, "IDAT", stream, (uint32_t)length);
    size += chunk(png + size, "IEND", NULL, 0);
    return size;
}

static double milliseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static int by_value(const void *a, const void *b) {
    const double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int count) {
    qsort(values, count, sizeof *values, by_value);
    return values[count / 2];
}

int FLOOR_MAIN(int argc, char **argv) {
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: floor FONTS_DIR CACHE_DIR OUT.png [N]\n");
        return 64;
    }
    char rules[8192];
    snprintf(rules, sizeof rules,
             "<?xml version=\"1.0\"?><fontconfig><dir>%s</dir><cachedir>%s</cachedir></fontconfig>", argv[1], argv[2]);
    FcConfig *config = FcConfigCreate();
    if (!FcConfigParseAndLoadFromMemory(config, (const FcChar8 *)rules, FcTrue) || !FcConfigBuildFonts(config)) {
        fprintf(stderr, "floor: cannot load the fonts of %s\n", argv[1]);
        return 66;
    }
    FcConfigSetCurrent(config);

    const int repeat = argc == 5 ? atoi(argv[4]) : 0;
    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(surface);
    cairo_scale(cr, 3, 3);
    PangoFontMap *map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
    pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(map), config);
    PangoContext *context = pango_font_map_create_context(map);
    cairo_font_options_t *options = cairo_font_options_create();
    cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY);
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
    pango_cairo_context_set_font_options(context, options);
    pango_cairo_update_context(cr, context);
    PangoLayout *layout = pango_layout_new(context);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(1);
    const size_t raw = (1 + (size_t)width * 4) * height, bound = libdeflate_zlib_compress_bound(compressor, raw);
    unsigned char *scanlines = malloc(raw), *stream = malloc(bound), *png = malloc(bound + 64);

    draw(cr, layout);
    size_t size = encode(surface, compressor, scanlines, stream, bound, png);
    if (repeat > 0) {
        double *draws = malloc(sizeof(double) * repeat), *encodes = malloc(sizeof(double) * repeat);
        for (int i = 0; i < repeat; i++) {
            const double t0 = milliseconds();
            draw(cr, layout);
            const double t1 = milliseconds();
            size = encode(surface, compressor, scanlines, stream, bound, png);
            draws[i] = t1 - t0;
            encodes[i] = milliseconds() - t1;
        }
        printf("draw %.4f encode %.4f\n", median(draws, repeat), median(encodes, repeat));
    }

    char temporary[4096];
    snprintf(temporary, sizeof temporary, "%s.%d.tmp", argv[3], (int)getpid());
    int fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
    if (fd < 0 || write(fd, png, size) != (ssize_t)size || fsync(fd) != 0 || close(fd) != 0 || rename(temporary, argv[3]) != 0) {
        fprintf(stderr, "floor: cannot write %s\n", argv[3]);
        return 73;
    }
    // The folder is synced too, as the engine's writer does, so that the rename is durable.
    char folder[4096];
    snprintf(folder, sizeof folder, "%s", argv[3]);
    char *slash = strrchr(folder, '/');
    if (slash) *slash = 0; else snprintf(folder, sizeof folder, ".");
    int directory = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (directory < 0 || fsync(directory) != 0) {
        fprintf(stderr, "floor: cannot sync %s\n", folder);
        return 73;
    }
    close(directory);
    return 0;
}
