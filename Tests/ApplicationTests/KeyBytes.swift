import Keys

/// The bytes a terminal sends for a key: its plain form when it has one, else the xterm form
/// (`CSI 1 ; m A`, `CSI n ; m ~`) or CSI u, with the xterm modifier parameter (1 + shift 1,
/// alt 2, control 4). Nil for a key no terminal sends with those modifiers (Shift-Tab with
/// more).
enum KeyBytes {
    static func bytes(_ key: Key, _ modifiers: Modifiers) -> [UInt8]? {
        let parameter = 1 + Int(modifiers.rawValue)
        func csi(_ body: String) -> [UInt8] { Array("\u{1B}[\(body)".utf8) }
        if let final = finals[key] { return csi("1;\(parameter)" + final) }
        if let code = tildes[key] { return csi("\(code);\(parameter)~") }
        if let plain = plain[key] { return modifiers.isEmpty ? [plain.byte] : csi("\(plain.code);\(parameter)u") }
        if key == .backTab { return modifiers.isEmpty ? csi("Z") : nil }
        guard case .character(let character) = key else { return nil }
        if modifiers.isEmpty { return Array(String(character).utf8) }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        return csi("\(scalar.value);\(parameter)u")
    }

    private static let finals: [Key: String] = [
        .up: "A", .down: "B", .right: "C", .left: "D", .home: "H", .end: "F",
        .function(1): "P", .function(2): "Q", .function(3): "R", .function(4): "S",
    ]

    private static let tildes: [Key: Int] = [
        .insert: 2, .delete: 3, .pageUp: 5, .pageDown: 6, .function(5): 15, .function(6): 17, .function(7): 18,
        .function(8): 19, .function(9): 20, .function(10): 21, .function(11): 23, .function(12): 24,
    ]

    private static let plain: [Key: (byte: UInt8, code: Int)] = [
        .enter: (0x0D, 13), .tab: (0x09, 9), .escape: (0x1B, 27), .backspace: (0x7F, 127),
    ]
}
