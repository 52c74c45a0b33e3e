/// An element's explicit identity (`.id(_:)`, a `ForEach`'s ids): any hashable value, with the
/// two that pages use for nearly every id, integers and strings, held as they are.
///
/// `AnyHashable` would box each one and, for an integer, ask the runtime whether the type has
/// a custom representation: a dynamic cast per id, and in a fresh process a scan of every
/// protocol conformance of the program the first time. The lazy stacks make an id for each
/// child they consider, every frame, so ids are made and hashed far more often than anything
/// else the engine keeps.
///
/// An id made from an `AnyHashable` is the one made from the value inside it, so that
/// `focus(id:)` and `requestFocus(id:)` find an element whatever way the id was spelled:
///
/// ```swift
/// ElementID(7) == ElementID(AnyHashable(7))            // true
/// ElementID("card:1") == ElementID(AnyHashable("card:1"))  // true
/// ```
///
/// Unlike `AnyHashable`, integers of different types are different ids (`Int8(7)` is not `7`).
public struct ElementID: Hashable, CustomStringConvertible {
    private enum Value: Hashable {
        case integer(Int)
        case string(String)
        /// Boxed: inline, an `AnyHashable` would more than double every id, and so every
        /// element and node, for a case few ids use.
        indirect case other(AnyHashable)
    }

    private let value: Value

    public init<ID: Hashable>(_ id: ID) {
        // Comparisons of types that a specialized caller folds away: no cast is made at run
        // time for an integer or a string id.
        if ID.self == Int.self {
            self.init(value: .integer(unsafeBitCast(id, to: Int.self)))
        } else if ID.self == String.self {
            self.init(value: .string(unsafeBitCast(id, to: String.self)))
        } else if ID.self == ElementID.self {
            self = unsafeBitCast(id, to: ElementID.self)
        } else if ID.self == AnyHashable.self {
            self.init(anyHashable: unsafeBitCast(id, to: AnyHashable.self))
        } else {
            self.init(value: .other(AnyHashable(id)))
        }
    }

    private init(value: Value) { self.value = value }

    private init(anyHashable: AnyHashable) {
        if let integer = anyHashable.base as? Int {
            self.init(value: .integer(integer))
        } else if let string = anyHashable.base as? String {
            self.init(value: .string(string))
        } else {
            self.init(value: .other(anyHashable))
        }
    }

    /// The value the id was made from, as the pages' own ids are compared with it.
    public var anyHashable: AnyHashable {
        switch value {
        case .integer(let integer): AnyHashable(integer)
        case .string(let string): AnyHashable(string)
        case .other(let other): other
        }
    }

    public var description: String {
        switch value {
        case .integer(let integer): String(integer)
        case .string(let string): string
        case .other(let other): String(describing: other.base)
        }
    }
}
