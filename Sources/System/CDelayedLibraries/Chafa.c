#include <chafa.h>
#include <stdlib.h>

#include "Forwarding.h"

#define CHAFA CDELAYED_CHAFA
CDELAYED_FORWARD(CHAFA, ChafaCanvasConfig *, chafa_canvas_config_new, (void), ())
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_unref, (ChafaCanvasConfig * config), (config))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_geometry, (ChafaCanvasConfig * config, gint width, gint height),
                      (config, width, height))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_cell_geometry,
                      (ChafaCanvasConfig * config, gint width, gint height), (config, width, height))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_canvas_mode, (ChafaCanvasConfig * config, ChafaCanvasMode mode),
                      (config, mode))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_pixel_mode, (ChafaCanvasConfig * config, ChafaPixelMode mode),
                      (config, mode))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_symbol_map,
                      (ChafaCanvasConfig * config, const ChafaSymbolMap *symbol_map), (config, symbol_map))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_work_factor, (ChafaCanvasConfig * config, gfloat work_factor),
                      (config, work_factor))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_config_set_preprocessing_enabled,
                      (ChafaCanvasConfig * config, gboolean preprocessing_enabled), (config, preprocessing_enabled))
CDELAYED_FORWARD(CHAFA, ChafaSymbolMap *, chafa_symbol_map_new, (void), ())
CDELAYED_FORWARD_VOID(CHAFA, chafa_symbol_map_unref, (ChafaSymbolMap * symbol_map), (symbol_map))
CDELAYED_FORWARD_VOID(CHAFA, chafa_symbol_map_add_by_tags, (ChafaSymbolMap * symbol_map, ChafaSymbolTags tags),
                      (symbol_map, tags))
CDELAYED_FORWARD_VOID(CHAFA, chafa_symbol_map_remove_by_tags, (ChafaSymbolMap * symbol_map, ChafaSymbolTags tags),
                      (symbol_map, tags))
CDELAYED_FORWARD(CHAFA, ChafaCanvas *, chafa_canvas_new, (const ChafaCanvasConfig *config), (config))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_unref, (ChafaCanvas * canvas), (canvas))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_draw_all_pixels,
                      (ChafaCanvas * canvas, ChafaPixelType src_pixel_type, const guint8 *src_pixels, gint src_width,
                       gint src_height, gint src_rowstride),
                      (canvas, src_pixel_type, src_pixels, src_width, src_height, src_rowstride))
CDELAYED_FORWARD(CHAFA, gunichar, chafa_canvas_get_char_at, (ChafaCanvas * canvas, gint x, gint y), (canvas, x, y))
CDELAYED_FORWARD_VOID(CHAFA, chafa_canvas_get_colors_at,
                      (ChafaCanvas * canvas, gint x, gint y, gint *fg_out, gint *bg_out), (canvas, x, y, fg_out, bg_out))
CDELAYED_FORWARD(CHAFA, GString *, chafa_canvas_print, (ChafaCanvas * canvas, ChafaTermInfo *term_info),
                 (canvas, term_info))
CDELAYED_FORWARD_VOID(CHAFA, chafa_set_n_threads, (gint n), (n))
CDELAYED_FORWARD(CHAFA, ChafaTermDb *, chafa_term_db_get_default, (void), ())
CDELAYED_FORWARD(CHAFA, ChafaTermInfo *, chafa_term_db_get_fallback_info, (ChafaTermDb * term_db), (term_db))
CDELAYED_FORWARD_VOID(CHAFA, chafa_term_info_unref, (ChafaTermInfo * term_info), (term_info))
// GLib comes with chafa: the library's dependencies are searched from its handle.
CDELAYED_FORWARD(CHAFA, gchar *, g_string_free, (GString * string, gboolean free_segment), (string, free_segment))
