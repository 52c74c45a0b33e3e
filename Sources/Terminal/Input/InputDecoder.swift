import Keys
import Layout

/// Decodes terminal input bytes into events: UTF-8 text, control keys, CSI and SS3 sequences
/// with modifiers (xterm, tmux, kitty, the Linux console), SGR mouse reports, bracketed
/// paste, and the terminal's answers to questions (`TerminalReply`). Sequences may arrive split across reads: an incomplete tail is kept for the next
/// `feed`. A lone ESC is ambiguous (Escape, or the start of Alt+key or a sequence): it is
/// held until its deadline passes (`expire`) or `flushPendingEscape`.
///
/// Decoding walks the bytes once with an index and drops what it used once per feed, so a
/// megabyte arriving in one read costs time in proportion to its length.
package struct InputDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var pasting: [UInt8]?
    /// When held bytes stop waiting for the rest of their sequence; nil when nothing is held.
    package private(set) var deadline: UInt64?

    /// How long a lone ESC waits for the rest of a sequence before it counts as Escape. Over
    /// ssh a key's bytes can arrive in two packets tens of milliseconds apart; 100 ms (vim's
    /// default) keeps those whole, and Escape (go back) is not a key that must act at once.
    package static let escapeTimeout: UInt64 = 100_000_000
    /// Longer than any sequence a terminal sends: an unfinished CSI this long is noise, dropped
    /// rather than kept (and scanned again) while more bytes arrive.
    static let longestSequence = 128
    /// Longer than any answer a terminal sends as an application program command (kitty's
    /// longest is an error message of a few dozen bytes).
    static let longestApplicationString = 4_096
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// A paste's bytes arrive together: this long with no end marker means the terminal lost
    /// it (or something sent a start marker alone), and the keyboard is given back.
    package static let pasteTimeout: UInt64 = 1_000_000_000
    /// The most one paste holds; past it, what arrived is pasted and the rest is keys again.
    static let longestPaste = 1 << 20
    /// Ctrl-C: inside a paste it is never text, but the key that must always get through.
    private static let interrupt: UInt8 = 0x03

    package init() {}

    /// Whether a lone ESC (or an unfinished sequence) waits for more bytes or the deadline.
    package var hasPendingInput: Bool { !buffer.isEmpty }

    package mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
        buffer.append(contentsOf: bytes)
        var events: [InputEvent] = []
        var position = 0
        while let (event, consumed) = decodeNext(at: position) {
            position += consumed
            if let event { events.append(event) }
        }
        buffer.removeFirst(position)
        return events
    }

    /// Bytes read at `now` (uptime nanoseconds): held bytes wait until `deadline`.
    package mutating func feed(_ bytes: [UInt8], at now: UInt64) -> [InputEvent] {
        let events = feed(bytes)
        deadline =
            pasting != nil ? now + Self.pasteTimeout : hasPendingInput ? now + Self.escapeTimeout : nil
        return events
    }

    /// What the held bytes mean once the deadline has passed at `now`; nothing before.
    package mutating func expire(at now: UInt64) -> [InputEvent] {
        guard let deadline, deadline <= now else { return [] }
        return flushPendingEscape()
    }

    /// No more bytes will complete what is held: a lone ESC is the Escape key, an unfinished
    /// sequence is dropped, and a paste without its end is pasted as far as it came.
    package mutating func flushPendingEscape() -> [InputEvent] {
        deadline = nil
        if pasting != nil {
            let event = endPaste(adding: buffer[...])
            buffer.removeAll()
            return [event]
        }
        guard !buffer.isEmpty else { return [] }
        let wasLoneEscape = buffer == [0x1B]
        buffer.removeAll()
        return wasLoneEscape ? [.key(.escape)] : []
    }

    /// The event at `offset` and how many bytes it used; nil when more bytes are needed. A nil
    /// event with a count means bytes that decode to nothing (an unknown sequence).
    private mutating func decodeNext(at offset: Int) -> (InputEvent?, Int)? {
        if pasting != nil { return decodePaste(at: offset) }
        guard offset < buffer.count else { return nil }
        let first = buffer[offset]
        switch first {
        case 0x1B:
            return decodeEscape(at: offset)
        case 0x0D, 0x0A: return (.key(.enter), 1)
        case 0x09: return (.key(.tab), 1)
        case 0x7F, 0x08: return (.key(.backspace), 1)
        case 0x00: return (.key(.character(" "), .control), 1)
        case 0x01...0x1A:
            return (.key(.character(Character(Unicode.Scalar(first + 0x60))), .control), 1)
        case 0x1C...0x1F:
            return (.key(.character(Character(Unicode.Scalar(first + 0x40))), .control), 1)
        default:
            return decodeUTF8(at: offset).map { character, length in (.key(.character(character), []), length) }
        }
    }

    /// One UTF-8 character at `offset`; invalid bytes decode to U+FFFD one at a time.
    private func decodeUTF8(at offset: Int) -> (Character, Int)? {
        let lead = buffer[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Character(Unicode.Scalar(lead)), 1)
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return ("\u{FFFD}", 1)
        }
        let available = buffer.count - offset
        for index in 1..<min(length, available) {
            let byte = buffer[offset + index]
            guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard available >= length else { return nil }
        // Overlong forms, surrogates and values past U+10FFFF are not characters.
        let smallest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= smallest, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
        return (Character(scalar), length)
    }

    private mutating func decodeEscape(at offset: Int) -> (InputEvent?, Int)? {
        guard buffer.count - offset >= 2 else { return nil }
        switch buffer[offset + 1] {
        case UInt8(ascii: "["):
            return decodeCSI(at: offset)
        case UInt8(ascii: "O"):
            guard buffer.count - offset >= 3 else { return nil }
            let key: Key? =
                switch buffer[offset + 2] {
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
        case UInt8(ascii: "_"):
            return decodeApplicationString(at: offset)
        default:
            guard let (event, consumed) = decodeNext(at: offset + 1) else { return nil }
            if case .key(let key, let modifiers) = event {
                return (.key(key, modifiers.union(.alt)), consumed + 1)
            }
            return (event, consumed + 1)
        }
    }

    private mutating func decodeCSI(at offset: Int) -> (InputEvent?, Int)? {
        if buffer.count - offset > 2, buffer[offset + 2] == UInt8(ascii: "[") {
            // Linux console F1–F5: ESC [ [ A … E
            guard buffer.count - offset >= 4 else { return nil }
            let function = Int(buffer[offset + 3]) - Int(UInt8(ascii: "A")) + 1
            return ((1...5).contains(function) ? .key(.function(function), []) : nil, 4)
        }
        var index = offset + 2
        while index < buffer.count, (0x20...0x3F).contains(buffer[index]) { index += 1 }
        guard index < buffer.count else {
            return index - offset > Self.longestSequence ? (nil, index - offset) : nil
        }
        let final = buffer[index]
        let body = String(decoding: buffer[(offset + 2)..<index], as: UTF8.self)
        let length = index + 1 - offset
        if body.hasPrefix("<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m") {
            return (mouse(body.dropFirst(), released: final == UInt8(ascii: "m")), length)
        }
        if body.hasPrefix("?"), final == UInt8(ascii: "c") {
            let attributes = body.dropFirst().split(separator: ";").compactMap { Int($0) }
            return (.reply(.deviceAttributes(attributes)), length)
        }
        let parameters = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        if final == UInt8(ascii: "t"), parameters.count == 3, parameters[0] == 6 {
            return (.reply(.cellSize(width: parameters[2], height: parameters[1])), length)
        }
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

    /// An application program command (`ESC _ … ESC \`), which is how kitty answers graphics
    /// commands: a reply, never keys. (Alt+_ is the same first two bytes; it is given up for
    /// this.) Other commands are dropped whole; one that never ends is dropped once it is longer
    /// than any answer, or at the escape deadline, so stray bytes cannot swallow later keys.
    private func decodeApplicationString(at offset: Int) -> (InputEvent?, Int)? {
        var index = offset + 2
        while index < buffer.count {
            if buffer[index] == 0x1B {
                guard index + 1 < buffer.count else { return nil }
                guard buffer[index + 1] == UInt8(ascii: "\\") else { return (nil, index - offset) }
                let content = buffer[(offset + 2)..<index]
                let length = index + 2 - offset
                guard content.first == UInt8(ascii: "G") else { return (nil, length) }
                return (.reply(.kittyGraphics(String(decoding: content.dropFirst(), as: UTF8.self))), length)
            }
            index += 1
        }
        return index - offset > Self.longestApplicationString ? (nil, index - offset) : nil
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
    /// A Ctrl-C ends the paste before it and is decoded as the key; so does a paste past
    /// `longestPaste`.
    private mutating func decodePaste(at offset: Int) -> (InputEvent?, Int)? {
        let end = pasteEnd(from: offset)
        if let interrupt = buffer[offset..<(end ?? buffer.count)].firstIndex(of: Self.interrupt) {
            return (endPaste(adding: buffer[offset..<interrupt]), interrupt - offset)
        }
        guard let end else {
            // The last bytes may be the start of the end marker: they wait for the next read.
            let text = max(offset, buffer.count - (Self.pasteEnd.count - 1))
            guard text > offset else { return nil }
            if (pasting?.count ?? 0) + (text - offset) > Self.longestPaste {
                return (endPaste(adding: buffer[offset..<text]), text - offset)
            }
            pasting?.append(contentsOf: buffer[offset..<text])
            return (nil, text - offset)
        }
        return (endPaste(adding: buffer[offset..<end]), end + Self.pasteEnd.count - offset)
    }

    /// The paste so far and `bytes`, as one event; input is keys again.
    private mutating func endPaste(adding bytes: ArraySlice<UInt8>) -> InputEvent {
        pasting?.append(contentsOf: bytes)
        let text = String(decoding: pasting ?? [], as: UTF8.self).replacingCarriageReturns()
        pasting = nil
        return .paste(text)
    }

    /// Where the paste's end marker starts, at or after `offset`.
    private func pasteEnd(from offset: Int) -> Int? {
        var start = offset
        while let escape = buffer[start...].firstIndex(of: 0x1B) {
            guard escape + Self.pasteEnd.count <= buffer.count else { return nil }
            if buffer[escape..<(escape + Self.pasteEnd.count)].elementsEqual(Self.pasteEnd) { return escape }
            start = escape + 1
        }
        return nil
    }
}

extension String {
    fileprivate func replacingCarriageReturns() -> String {
        String(self.map { $0 == "\r\n" || $0 == "\r" ? "\n" : $0 })
    }
}
