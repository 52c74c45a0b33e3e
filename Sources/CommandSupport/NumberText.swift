import FoundationEssentials
import Glibc
import TextFormatting

/// Sizes as the commands print them, in megabytes (counts are `GroupedNumber`'s).
package enum NumberText {
    package static func megabytes(_ bytes: Int) -> String { Printf.string("%.1f MB", Double(bytes) / 1_000_000) }
}
