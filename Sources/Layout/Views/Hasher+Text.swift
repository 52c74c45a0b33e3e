extension Hasher {
    /// Text by its UTF-8 bytes. String's own hashing first brings text that is not ASCII to one
    /// normal form, so that canonically equal strings hash alike; a content hash does not need
    /// that: two spellings of the same text only make a node be made again.
    mutating func combineBytes(of text: String) {
        var text = text
        text.withUTF8 { combine(bytes: UnsafeRawBufferPointer($0)) }
        combine(text.utf8.count)
    }
}
