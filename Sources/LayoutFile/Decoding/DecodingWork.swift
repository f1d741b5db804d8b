/// The work one decoding run did, for tests that count it rather than time it.
struct DecodingWork {
    /// How many times the text was parsed: more than once when duplicate keys were renamed
    /// (see `YAMLText`).
    var parses = 0
    /// The bytes of text parsed, over all parses.
    var parsedBytes = 0
    /// The nodes visited before decoding: counting what aliases add, and checking JSON.
    var nodesCounted = 0
    /// The nodes the decoder read.
    var nodesDecoded = 0
}
