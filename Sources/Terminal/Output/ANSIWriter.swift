import Layout

/// A byte buffer with the few escape sequences frames need, written as bytes: numbers digit
/// by digit, never through strings.
///
/// A frame is a great many bytes written a few at a time, and an array checks that its
/// storage is its own at every append. So the short writes (a cursor move, a style switch,
/// a cell's character) gather in a small buffer of the writer's own, which goes into the array
/// in one append when it fills or when something long is written.
struct ANSIWriter {
    private var storage: [UInt8]
    private var pending = InlineArray<256, UInt8>(repeating: 0)
    private var pendingCount = 0
    /// The colour components' digits, taken once per writer: read through the static at each
    /// colour, the table's lazy initialization was checked every time.
    private let componentDigits = ANSIWriter.componentDigitsTable

    /// The longest short write: a number of 19 digits or a scalar of 4 bytes, with a byte
    /// before it. Past this much of the small buffer, it is emptied before the next write.
    private static let longestShortWrite = 24

    init() {
        storage = []
        slices = nil
    }

    /// What takes the bytes written so far each time they come to `bytes` or more, when the
    /// writer hands them on as it goes rather than keeping them all.
    typealias Slices = (bytes: Int, take: ([UInt8]) -> Void)

    private let slices: Slices?

    /// A writer that writes into `output`'s storage, emptied first with its capacity kept
    /// (the run loop writes every frame through one buffer) and made room for `expected`
    /// bytes at once; `finish(into:)` gives back what `slices` did not take.
    ///
    /// A buffer that grows as it is written is copied at each doubling, and each copy lands on
    /// pages the process never touched: a page fault apiece, dearer than writing the page.
    /// Room asked for up front is only address space until it is written.
    init(into output: inout [UInt8], expecting expected: Int = 0, handingOn slices: Slices? = nil) {
        output.removeAll(keepingCapacity: true)
        if output.capacity < expected { output.reserveCapacity(expected) }
        storage = []
        swap(&storage, &output)
        self.slices = slices
    }

    /// Everything written so far.
    var bytes: [UInt8] {
        mutating get {
            flush()
            return storage
        }
    }

    /// Puts everything written into `output`, in place of what it held.
    mutating func finish(into output: inout [UInt8]) {
        flush()
        swap(&storage, &output)
    }

    mutating func append(_ text: String) {
        flush()
        storage.append(contentsOf: text.utf8)
    }

    mutating func append(bytes more: ArraySlice<UInt8>) {
        flush()
        storage.append(contentsOf: more)
    }

    mutating func append(byte: UInt8) {
        makeRoom()
        put(byte)
    }

    /// One Unicode scalar as UTF-8: inlined, since every cell a frame writes ends with one.
    @inline(__always)
    mutating func append(scalar value: UInt32) {
        makeRoom()
        switch value {
        case 0..<0x80:
            put(UInt8(value))
        case 0x80..<0x800:
            put(0xC0 | UInt8(value >> 6))
            put(0x80 | UInt8(value & 0x3F))
        case 0x800..<0x10000:
            put(0xE0 | UInt8(value >> 12))
            put(0x80 | UInt8((value >> 6) & 0x3F))
            put(0x80 | UInt8(value & 0x3F))
        default:
            put(0xF0 | UInt8(value >> 18))
            put(0x80 | UInt8((value >> 12) & 0x3F))
            put(0x80 | UInt8((value >> 6) & 0x3F))
            put(0x80 | UInt8(value & 0x3F))
        }
    }

    /// A non-negative number in decimal.
    mutating func append(number: Int) {
        makeRoom()
        putDecimal(number)
    }

    mutating func moveCursor(to point: Point) { moveCursor(toColumn: point.x, row: point.y) }

    mutating func moveCursor(toColumn column: Int, row: Int) {
        makeRoom(twice: true)
        put(0x1B)
        put(0x5B)
        putDecimal(row + 1)
        put(0x3B)
        putDecimal(column + 1)
        put(0x48)
    }

    /// Cursor forward (CUF) by `columns` on its row.
    mutating func moveForward(_ columns: Int) {
        makeRoom()
        put(0x1B)
        put(0x5B)
        if columns != 1 { putDecimal(columns) }
        put(0x43)
    }

    /// Whether an SGR sequence has been started and takes more parameters.
    private var parametersOpen = false

    /// The shortest way from one style to another: a reset only when an attribute must be
    /// turned off, then only the attributes and colours that differ; nothing when none do.
    mutating func switchStyle(from old: Style, to new: Style, depth: ColorDepth) {
        parametersOpen = false
        var (baseFlags, baseForeground, baseBackground) = (old.flagBits, old.foregroundField, old.backgroundField)
        let (foreground, background) = (new.foregroundField, new.backgroundField)
        // Most cells of cover art change both colours and nothing else: one sequence, written
        // whole after one check for room.
        if depth == .truecolor, baseFlags == new.flagBits, foreground != 0, background != 0,
            foreground != baseForeground, background != baseBackground
        {
            truecolorPair(foreground: foreground, background: background)
            return
        }
        let turnsOff = baseFlags & ~new.flagBits != 0
        let dropsColor = (baseForeground != 0 && foreground == 0) || (baseBackground != 0 && background == 0)
        if turnsOff || dropsColor {
            parameter(0)
            (baseFlags, baseForeground, baseBackground) = (0, 0, 0)
        }
        let added = new.flagBits & ~baseFlags
        if added != 0 {
            if added & Style(bold: true).flagBits != 0 { parameter(1) }
            if added & Style(dim: true).flagBits != 0 { parameter(2) }
            if added & Style(italic: true).flagBits != 0 { parameter(3) }
            if added & Style(underline: true).flagBits != 0 { parameter(4) }
            if added & Style(reverse: true).flagBits != 0 { parameter(7) }
        }
        if foreground != 0, foreground != baseForeground {
            colorParameters(foreground, background: false, depth: depth)
        }
        if background != 0, background != baseBackground { colorParameters(background, background: true, depth: depth) }
        if parametersOpen { append(byte: 0x6D) }
        parametersOpen = false
    }

    /// A colour as `Style` keeps it (0xRRGGBB under a flag), in the terminal's depth.
    @inline(__always)
    private mutating func colorParameters(_ field: UInt32, background: Bool, depth: ColorDepth) {
        let (red, green, blue) = (
            UInt8(truncatingIfNeeded: field >> 16), UInt8(truncatingIfNeeded: field >> 8),
            UInt8(truncatingIfNeeded: field)
        )
        // Most cells of cover art switch a truecolour colour: written here, without the
        // depth's dispatch.
        if depth == .truecolor {
            colorParameters(red: red, green: green, blue: blue, background: background)
        } else {
            depth.addParameters(for: Color(red: red, green: green, blue: blue), background: background, to: &self)
        }
    }

    /// One parameter of the SGR sequence being written, which it starts if it is the first.
    @inline(__always)
    mutating func parameter(_ number: Int) {
        makeRoom()
        putParameterStart()
        putDecimal(number)
    }

    /// A truecolour foreground (38;2;R;G;B) or background (48;2;R;G;B) as parameters of the SGR
    /// sequence being written: the parameters of most cells of cover art, written after one
    /// check for room.
    mutating func colorParameters(red: UInt8, green: UInt8, blue: UInt8, background: Bool) {
        makeRoom(twice: true)
        putParameterStart()
        var at = pendingCount
        componentDigits.withUnsafeBufferPointer { digits in
            withUnsafeMutableBytes(of: &pending) { bytes in
                // "38;2;" (or "48;2;") in one store, then each component with the ";" after it
                // in one more, the last ";" taken back: the room made above leaves the bytes
                // past the last one free to write.
                let introducer: UInt64 = background ? 0x3B_32_3B_38_34 : 0x3B_32_3B_38_33
                bytes.storeBytes(of: introducer.littleEndian, toByteOffset: at, as: UInt64.self)
                at &+= 5
                Self.put(red, into: bytes, at: &at, from: digits)
                Self.put(green, into: bytes, at: &at, from: digits)
                Self.put(blue, into: bytes, at: &at, from: digits)
                at &-= 1
            }
        }
        pendingCount = at
    }

    /// ESC [ 38;2;R;G;B;48;2;R;G;B m, the colours as `Style` keeps them (0xRRGGBB under a
    /// flag): what `switchStyle` writes for both colours and nothing else, without the
    /// parameters' bookkeeping.
    private mutating func truecolorPair(foreground: UInt32, background: UInt32) {
        makeRoom(twice: true)
        var at = pendingCount
        componentDigits.withUnsafeBufferPointer { digits in
            withUnsafeMutableBytes(of: &pending) { bytes in
                // Stores of eight and four bytes of which the first few count: the room made
                // above leaves the bytes past the sequence free to write.
                bytes.storeBytes(of: UInt64(0x3B_32_3B_38_33_5B_1B).littleEndian, toByteOffset: at, as: UInt64.self)
                at &+= 7
                Self.put(rgb: foreground, into: bytes, at: &at, from: digits)
                bytes.storeBytes(of: UInt64(0x3B_32_3B_38_34).littleEndian, toByteOffset: at, as: UInt64.self)
                at &+= 5
                Self.put(rgb: background, into: bytes, at: &at, from: digits)
                bytes.storeBytes(of: UInt8(0x6D), toByteOffset: at &- 1, as: UInt8.self)
            }
        }
        pendingCount = at
    }

    /// Each colour component's decimal digits followed by ";", packed little-endian, first
    /// byte first: `7` is "7;", `255` is "255;".
    private static let componentDigitsTable: [UInt32] = (0...255).map { (value: UInt32) in
        let (digits, count) = packedDigits(value)
        return digits | 0x3B << (8 * count)
    }

    /// A colour's three components as `Style` keeps them (0xRRGGBB), each with the ";" after it.
    @inline(__always)
    private static func put(
        rgb field: UInt32, into bytes: UnsafeMutableRawBufferPointer, at: inout Int,
        from digits: UnsafeBufferPointer<UInt32>
    ) {
        put(UInt8(truncatingIfNeeded: field >> 16), into: bytes, at: &at, from: digits)
        put(UInt8(truncatingIfNeeded: field >> 8), into: bytes, at: &at, from: digits)
        put(UInt8(truncatingIfNeeded: field), into: bytes, at: &at, from: digits)
    }

    /// A component and the ";" after it, at `at`, which it moves past them.
    @inline(__always)
    private static func put(
        _ component: UInt8, into bytes: UnsafeMutableRawBufferPointer, at: inout Int,
        from digits: UnsafeBufferPointer<UInt32>
    ) {
        bytes.storeBytes(of: digits[Int(component)].littleEndian, toByteOffset: at, as: UInt32.self)
        at &+= component < 10 ? 2 : component < 100 ? 3 : 4
    }

    /// What comes before a parameter: a `;` after another, or the sequence's start.
    @inline(__always)
    private mutating func putParameterStart() {
        if parametersOpen {
            put(0x3B)
        } else {
            put(0x1B)
            put(0x5B)
            parametersOpen = true
        }
    }

    /// Empties the small buffer when the next short write (or two, with `twice`) might not
    /// fit in it.
    private mutating func makeRoom(twice: Bool = false) {
        if pendingCount > pending.count - Self.longestShortWrite * (twice ? 2 : 1) { flush() }
    }

    private mutating func flush() {
        guard pendingCount > 0 else { return }
        let count = pendingCount
        pending.span.withUnsafeBufferPointer { storage.append(contentsOf: $0.prefix(count)) }
        pendingCount = 0
        if let slices, storage.count >= slices.bytes {
            slices.take(storage)
            storage.removeAll(keepingCapacity: true)
        }
    }

    /// One byte into the small buffer, which `makeRoom` has left room in.
    private mutating func put(_ byte: UInt8) {
        assert(pendingCount < pending.count, "a short write without makeRoom before it")
        let at = pendingCount
        withUnsafeMutableBytes(of: &pending) { $0[at] = byte }
        pendingCount = at + 1
    }

    /// The digits of a number. Those below 1,000 (every colour component, most rows and
    /// columns) are stored four bytes at once, of which the first one to three count.
    @inline(__always)
    private mutating func putDecimal(_ number: Int) {
        if number >= 0, number < 1_000 {
            assert(pendingCount + 4 <= pending.count, "a short write without makeRoom before it")
            let (packed, count) = Self.packedDigits(UInt32(truncatingIfNeeded: number))
            let at = pendingCount
            withUnsafeMutableBytes(of: &pending) {
                $0.storeBytes(of: packed.littleEndian, toByteOffset: at, as: UInt32.self)
            }
            pendingCount = at + count
            return
        }
        putLongDecimal(number)
    }

    /// The decimal digits of a number below 1,000, packed little-endian, first digit first, and
    /// how many there are.
    @inline(__always)
    private static func packedDigits(_ value: UInt32) -> (digits: UInt32, count: Int) {
        let (hundreds, tens, ones) = (0x30 + value / 100, 0x30 + value / 10 % 10, 0x30 + value % 10)
        if value < 10 { return (ones, 1) }
        if value < 100 { return (tens | ones << 8, 2) }
        return (hundreds | tens << 8 | ones << 16, 3)
    }

    /// A number of four digits or more, or a negative one: rare, and kept out of the common
    /// path.
    @inline(never)
    private mutating func putLongDecimal(_ number: Int) {
        var rest = number.magnitude
        var reversed: [UInt8] = []
        repeat {
            reversed.append(0x30 + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if number < 0 { put(0x2D) }
        for digit in reversed.reversed() { put(digit) }
    }

}
