import CChafa
import Layout

/// Turns scaled pixels into what the terminal shows: symbol art as cells and sixel images
/// through chafa, kitty images as PNG files. One converter serves one geometry and output; it
/// is immutable once made, so any number of workers share it.
public final class ArtworkConverter: @unchecked Sendable {
    public let geometry: ArtGeometry
    public let output: ArtworkOutput
    /// chafa's configuration, never changed after `init`; each conversion copies it into a
    /// canvas of its own, which is what makes sharing safe.
    private let configuration: OpaquePointer
    private let termInfo: OpaquePointer?

    /// chafa would otherwise start threads of its own for every canvas; the pipeline already
    /// runs one conversion per worker.
    private static let runsOnCallingThread: Void = chafa_set_n_threads(1)

    /// How hard chafa searches for the best symbol per cell (0 to 1, chafa's default 0.5).
    /// A card is small and seen at a glance; the lower setting keeps the per-card cost of
    /// conversion within the bench's budget without a visible difference at that size.
    static let workFactor: Float = 0.2

    public init(geometry: ArtGeometry, output: ArtworkOutput) {
        _ = Self.runsOnCallingThread
        self.geometry = geometry
        self.output = output
        configuration = chafa_canvas_config_new()
        chafa_canvas_config_set_geometry(configuration, Int32(geometry.columns), Int32(geometry.rows))
        chafa_canvas_config_set_work_factor(configuration, Self.workFactor)
        // chafa's preprocessing (a contrast and saturation boost for 16 colours and fewer)
        // reads memory it never wrote: the same image then gave other colours from one
        // conversion to the next.
        chafa_canvas_config_set_preprocessing_enabled(configuration, 0)
        switch output {
        case .symbols(let colors):
            chafa_canvas_config_set_pixel_mode(configuration, CHAFA_PIXEL_MODE_SYMBOLS)
            chafa_canvas_config_set_canvas_mode(configuration, Self.canvasMode(colors))
            let symbols = chafa_symbol_map_new()
            chafa_symbol_map_add_by_tags(
                symbols, ChafaSymbolTags(CHAFA_SYMBOL_TAG_BLOCK.rawValue | CHAFA_SYMBOL_TAG_SPACE.rawValue))
            chafa_symbol_map_remove_by_tags(symbols, CHAFA_SYMBOL_TAG_WIDE)
            chafa_canvas_config_set_symbol_map(configuration, symbols)
            chafa_symbol_map_unref(symbols)
            termInfo = nil
        case .sixel:
            let cell = geometry.cellPixels
            chafa_canvas_config_set_cell_geometry(configuration, Int32(cell.width), Int32(cell.height))
            chafa_canvas_config_set_pixel_mode(configuration, CHAFA_PIXEL_MODE_SIXELS)
            termInfo = chafa_term_db_get_fallback_info(chafa_term_db_get_default())
        case .kitty:
            // Kitty takes the pixels as they are; the terminal layer sends them by id.
            termInfo = nil
        }
    }

    deinit {
        chafa_canvas_config_unref(configuration)
        if let termInfo { chafa_term_info_unref(termInfo) }
    }

    /// The pixels `convert` expects: the image should already be scaled to this size (a
    /// different size still works; chafa then scales it again, more slowly).
    public var pixelSize: PixelSize { geometry.pixelSize(for: output) }

    public func convert(_ image: RGBAImage) throws(ArtworkError) -> ArtworkRendering {
        ThreadCheck.assertOffMainThread("conversion")
        if output == .kitty {
            let png = try PNGEncoder(fast: true, alpha: false).encode(image)
            return .image(terminalImage(.kittyPNG, of: image, data: png))
        }
        let canvas = chafa_canvas_new(configuration)
        defer { chafa_canvas_unref(canvas) }
        image.pixels.withUnsafeBufferPointer { pixels in
            chafa_canvas_draw_all_pixels(
                canvas, CHAFA_PIXEL_RGBA8_UNASSOCIATED, pixels.baseAddress, Int32(image.width), Int32(image.height),
                Int32(image.width * 4))
        }
        switch output {
        case .symbols: return .cells(cells(of: canvas))
        case .kitty, .sixel: return .image(terminalImage(.sixel, of: image, data: printed(canvas)))
        }
    }

    private func terminalImage(_ encoding: TerminalImage.Encoding, of image: RGBAImage, data: [UInt8])
        -> TerminalImage
    {
        TerminalImage(
            id: TerminalImageIDs.next(), encoding: encoding, columns: geometry.columns, rows: geometry.rows,
            pixelSize: Size(width: image.width, height: image.height), data: data)
    }

    private func cells(of canvas: OpaquePointer?) -> CellArt {
        CellArt(columns: geometry.columns, rows: geometry.rows) { column, row in
            let character = chafa_canvas_get_char_at(canvas, Int32(column), Int32(row))
            var foreground: Int32 = 0
            var background: Int32 = 0
            chafa_canvas_get_colors_at(canvas, Int32(column), Int32(row), &foreground, &background)
            return ArtCell(
                symbol: Unicode.Scalar(character) ?? " ", foreground: Self.color(foreground),
                background: Self.color(background))
        }
    }

    private func printed(_ canvas: OpaquePointer?) -> [UInt8] {
        guard let printed = chafa_canvas_print(canvas, termInfo) else { return [] }
        defer { g_string_free(printed, 1) }
        return Array(UnsafeRawBufferPointer(start: printed.pointee.str, count: Int(printed.pointee.len)))
    }

    /// chafa's packed 0xRRGGBB, or a negative number for transparent.
    private static func color(_ packed: Int32) -> Color? {
        packed < 0 ? nil : Color(hex: UInt32(packed))
    }

    private static func canvasMode(_ colors: SymbolColors) -> ChafaCanvasMode {
        switch colors {
        case .truecolor: CHAFA_CANVAS_MODE_TRUECOLOR
        // The 240 colours past the 16 system ones: those 16 change with the terminal's theme.
        case .indexed256: CHAFA_CANVAS_MODE_INDEXED_240
        case .indexed16: CHAFA_CANVAS_MODE_INDEXED_16
        }
    }
}
