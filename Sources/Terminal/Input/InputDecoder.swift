import Layout

/// Decodes terminal input bytes into events: UTF-8 text, control keys, CSI and SS3 sequences
/// with modifiers (xterm, tmux, kitty, the Linux console), SGR mouse reports and bracketed
/// paste. Sequences may arrive split across reads: an incomplete tail is kept for the next
/// `feed`. A lone ESC is ambiguous (Escape, or the start of Alt+key or a sequence): it is
/// held until `flushPendingEscape`, which the run loop calls when a short deadline passes.
public struct InputDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasting: [UInt8]?

    public init() {}

    /// Whether a lone ESC (or an unfinished sequence) waits for more bytes or the deadline.
    public var hasPendingInput: Bool { !buffer.isEmpty }

    public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
        buffer.append(contentsOf: bytes)
        var events: [InputEvent] = []
        while let (event, consumed) = decodeNext() {
            buffer.removeFirst(consumed)
            if let event { events.append(event) }
        }
        return events
    }

    /// The deadline passed: a lone ESC is the Escape key, an unfinished sequence is dropped.
    public mutating func flushPendingEscape() -> [InputEvent] {
        guard !buffer.isEmpty, pasting == nil else { return [] }
        let wasLoneEscape = buffer == [0x1B]
        buffer.removeAll()
        return wasLoneEscape ? [.key(.escape)] : []
    }

    /// The next event and how many bytes it used; nil when more bytes are needed. A nil event
    /// with a count means bytes that decode to nothing (an unknown sequence).
    private mutating func decodeNext() -> (InputEvent?, Int)? {
        if pasting != nil { return decodePaste() }
        guard let first = buffer.first else { return nil }
        switch first {
        case 0x1B:
            return decodeEscape()
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x00: return (.key(.character(" "), .control), 1)
        case 0x01...0x1A:
            return (.key(.character(Character(Unicode.Scalar(first + 0x60))), .control), 1)
        case 0x1C...0x1F:
            return (.key(.character(Character(Unicode.Scalar(first + 0x40))), .control), 1)
        default:
            return decodeUTF8(at: 0).map { character, length in (.key(.character(character), []), length) }
        }
    }

    /// One UTF-8 character at `offset`; invalid bytes decode to U+FFFD one at a time.
    private func decodeUTF8(at offset: Int) -> (Character, Int)? {
        let lead = buffer[offset]
        let length: Int
        switch lead {
        case 0x00...0x7F: return (Character(Unicode.Scalar(lead)), 1)
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return ("\u{FFFD}", 1)
        }
        let available = buffer.count - offset
        for index in 1..<min(length, available) where buffer[offset + index] & 0xC0 != 0x80 {
            return ("\u{FFFD}", 1)
        }
        guard available >= length else { return nil }
        let decoded = String(decoding: buffer[offset..<(offset + length)], as: UTF8.self)
        guard let character = decoded.first, decoded.unicodeScalars.first != "\u{FFFD}" else { return ("\u{FFFD}", 1) }
        return (character, length)
    }

    private mutating func decodeEscape() -> (InputEvent?, Int)? {
        guard buffer.count >= 2 else { return nil }
        switch buffer[1] {
        case UInt8(ascii: "["):
            return decodeCSI()
        case UInt8(ascii: "O"):
            guard buffer.count >= 3 else { return nil }
            let key: Key? =
                switch buffer[2] {
                case UInt8(ascii: "A"): .up
                case UInt8(ascii: "B"): .down
                case UInt8(ascii: "C"): .right
                case UInt8(ascii: "D"): .left
                case UInt8(ascii: "H"): .home
                case UInt8(ascii: "F"): .end
                case UInt8(ascii: "P"): .function(1)
                case UInt8(ascii: "Q"): .function(2)
                case UInt8(ascii: "R"): .function(3)
                case UInt8(ascii: "S"): .function(4)
                case UInt8(ascii: "M"): .enter
                default: nil
                }
            return (key.map { .key($0, []) }, 3)
        case 0x1B:
            return (.key(.escape), 1)
        default:
            var rest = InputDecoder()
            rest.buffer = Array(buffer.dropFirst())
            guard let (event, consumed) = rest.decodeNext() else { return nil }
            if case .key(let key, let modifiers) = event {
                return (.key(key, modifiers.union(.alt)), consumed + 1)
            }
            return (event, consumed + 1)
        }
    }

    private mutating func decodeCSI() -> (InputEvent?, Int)? {
        var index = 2
        if buffer.count > 2, buffer[2] == UInt8(ascii: "["), buffer.count >= 4 {
            // Linux console F1–F5: ESC [ [ A … E
            let function = Int(buffer[3]) - Int(UInt8(ascii: "A")) + 1
            return ((1...5).contains(function) ? .key(.function(function), []) : nil, 4)
        }
        while index < buffer.count, (0x20...0x3F).contains(buffer[index]) { index += 1 }
        guard index < buffer.count else { return nil }
        let final = buffer[index]
        let body = String(decoding: buffer[2..<index], as: UTF8.self)
        let length = index + 1
        if body.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (mouse(body.dropFirst(), released: final == UInt8(ascii: "m")), length)
        }
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        let modifiers = Modifiers(xtermParameter: parameters.count > 1 ? parameters[1] : 1)
        switch final {
        case UInt8(ascii: "A"): return (.key(.up, modifiers), length)
        case UInt8(ascii: "B"): return (.key(.down, modifiers), length)
        case UInt8(ascii: "C"): return (.key(.right, modifiers), length)
        case UInt8(ascii: "D"): return (.key(.left, modifiers), length)
        case UInt8(ascii: "H"): return (.key(.home, modifiers), length)
        case UInt8(ascii: "F"): return (.key(.end, modifiers), length)
        case UInt8(ascii: "Z"): return (.key(.backTab, []), length)
        case UInt8(ascii: "P"), UInt8(ascii: "Q"), UInt8(ascii: "R"), UInt8(ascii: "S"):
            return (.key(.function(Int(final) - Int(UInt8(ascii: "P")) + 1), modifiers), length)
        case UInt8(ascii: "I"): return (.focus(true), length)
        case UInt8(ascii: "O"): return (.focus(false), length)
        case UInt8(ascii: "~"):
            if parameters.first == 200 {
                pasting = []
                return (nil, length)
            }
            return (tildeKey(parameters.first ?? 0).map { .key($0, modifiers) }, length)
        case UInt8(ascii: "u"):
            guard let code = parameters.first, let scalar = Unicode.Scalar(code) else { return (nil, length) }
            let key: Key =
                switch code {
                case 13: .enter
                case 9: .tab
                case 27: .escape
                case 127: .backspace
                default: .character(Character(scalar))
                }
            return (.key(key, modifiers), length)
        default:
            return (nil, length)
        }
    }

    private func tildeKey(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    /// SGR mouse: `CSI < button ; column ; row M` (press, drag, wheel) or `m` (release).
    private func mouse(_ body: Substring, released: Bool) -> InputEvent? {
        let numbers = body.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        let code = numbers[0]
        let position = Point(x: max(0, numbers[1] - 1), y: max(0, numbers[2] - 1))
        var modifiers: Modifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let button = code & 3
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            kind = [.wheelUp, .wheelDown, .wheelLeft, .wheelRight][button]
        } else if code & 32 != 0 {
            kind = button == 3 ? .move : .drag(button: button)
        } else {
            kind = released ? .release(button: button) : .press(button: button)
        }
        return .mouse(MouseEvent(kind: kind, position: position, modifiers: modifiers))
    }

    /// Inside bracketed paste: everything up to `ESC [ 201 ~` is text, line breaks included.
    private mutating func decodePaste() -> (InputEvent?, Int)? {
        let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
        guard let range = buffer.firstRange(of: end) else {
            let keep = min(buffer.count, end.count - 1)
            pasting?.append(contentsOf: buffer.dropLast(keep))
            buffer = Array(buffer.suffix(keep))
            return nil
        }
        pasting?.append(contentsOf: buffer[..<range.lowerBound])
        let text = String(decoding: pasting ?? [], as: UTF8.self).replacingCarriageReturns()
        pasting = nil
        return (.paste(text), range.upperBound)
    }
}

extension String {
    fileprivate func replacingCarriageReturns() -> String {
        String(self.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }
}
