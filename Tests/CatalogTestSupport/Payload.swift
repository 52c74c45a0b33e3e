import Catalog
import Foundation
import Testing

/// The store's own answer, encoded as the server encodes it.
package func payload<T: Encodable>(_ value: T?) throws -> Data {
    try PayloadJSON.encode(try #require(value))
}
