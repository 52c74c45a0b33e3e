@testable import Layout

/// A list whose rows are taller than the stack was told to expect (or shorter): row `i` has
/// `height(i)` lines reading "Item i line l".
struct TallRowList: View {
    let count: Int
    var estimate = 1
    let height: (Int) -> Int

    var body: some View {
        ScrollView(.vertical) {
            LazyVStack(estimatedItemExtent: estimate) {
                ForEach(Array(0..<count), id: \.self) { item in
                    VStack(spacing: 0) {
                        ForEach(Array(0..<height(item)), id: \.self) { line in Text("Item \(item) line \(line)").element
                        }
                    }
                    .element
                }
            }
        }
        .id("list")
    }
}
