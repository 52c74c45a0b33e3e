/// Terminal geometry, in cells. Integers throughout: a cell is the smallest unit anything can
/// occupy, so layout never rounds.
public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical

    public var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(_ axis: Axis, along: Int, across: Int) {
        self = axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    public var description: String { "\(width)×\(height)" }
}

public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Int
    public var y: Int

    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    public subscript(axis: Axis) -> Int {
        get { axis == .horizontal ? x : y }
        set { if axis == .horizontal { x = newValue } else { y = newValue } }
    }

    public func offset(by size: Size) -> Point { Point(x: x + size.width, y: y + size.height) }

    public var description: String { "(\(x), \(y))" }
}

public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(origin: .zero, size: .zero)

    public var minX: Int { origin.x }
    public var minY: Int { origin.y }
    public var maxX: Int { origin.x + size.width }
    public var maxY: Int { origin.y + size.height }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: size.width, height: size.height)
    }

    public var description: String { "\(origin) \(size)" }
}

/// What a parent offers a child. `nil` on an axis asks for the child's ideal extent there;
/// a number is the space available (flexible children take it, text wraps to it).
public struct Proposal: Hashable, Sendable, CustomStringConvertible {
    /// Each extent as a plain integer, `Self.none` standing for nil: half the size of two
    /// optionals, and every node keeps several proposals.
    private var storedWidth: Int
    private var storedHeight: Int

    public var width: Int? {
        get { storedWidth == Self.none ? nil : storedWidth }
        set { storedWidth = Self.stored(newValue) }
    }

    public var height: Int? {
        get { storedHeight == Self.none ? nil : storedHeight }
        set { storedHeight = Self.stored(newValue) }
    }

    public init(width: Int?, height: Int?) {
        storedWidth = Self.stored(width)
        storedHeight = Self.stored(height)
    }

    /// No extent: an offer of the ideal size. No proposal is this far below zero.
    private static let none = Int.min

    private static func stored(_ extent: Int?) -> Int {
        guard let extent else { return none }
        assert(extent != none, "a proposal of Int.min columns or rows: offer nil for the ideal size")
        return extent
    }

    /// Effectively unlimited space: how stacks ask a child for its maximum extent.
    public static let unlimited = 1 << 24

    public static let ideal = Proposal(width: nil, height: nil)

    public init(_ size: Size) { self.init(width: size.width, height: size.height) }

    public subscript(axis: Axis) -> Int? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    public init(_ axis: Axis, along: Int?, across: Int?) {
        self = axis == .horizontal ? Proposal(width: along, height: across) : Proposal(width: across, height: along)
    }

    public var description: String { "\(width.map(String.init) ?? "nil")×\(height.map(String.init) ?? "nil")" }
}

public struct EdgeInsets: Hashable, Sendable {
    public var top: Int
    public var leading: Int
    public var bottom: Int
    public var trailing: Int

    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init(all: Int) { self.init(top: all, leading: all, bottom: all, trailing: all) }

    public init(horizontal: Int = 0, vertical: Int = 0) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    var horizontal: Int { leading + trailing }
    var vertical: Int { top + bottom }
}

/// Where a child sits inside a larger frame, per axis.
public enum Alignment: Hashable, Sendable {
    case leading
    case center
    case trailing

    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing

    func offset(child: Int, container: Int) -> Int {
        switch self {
        case .leading: 0
        case .center: max(0, container - child) / 2
        case .trailing: max(0, container - child)
        }
    }
}
