/// LeakSanitizer's built-in suppressions for the test binary (`swift test --sanitize=address`).
///
/// On Linux `swift test` first runs the binary under XCTest, which finds no XCTest tests here
/// (they are all Swift Testing tests) but still leaks its own bookkeeping (`XCTestSuiteRun`
/// objects created by `XCTMain`, a cycle inside libXCTest): that run then ends with exit code 1
/// although nothing of this package leaked. The second: swift-corelibs-foundation's
/// `NSAttributedString(string:)` never frees the attribute run array it creates
/// (`CFRunArrayCreate`, 144 bytes per string), whoever releases the string. Each suppression
/// names a frame inside those libraries only, so leaks in this package's code and in Swift
/// Testing are still reported. All test targets link into the one binary, so
/// defining the hook here covers every target.
@_cdecl("__lsan_default_suppressions")
public func leakSanitizerDefaultSuppressions() -> UnsafePointer<CChar> {
    UnsafeRawPointer(leakSanitizerSuppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// One suppression per line, NUL-terminated as LeakSanitizer reads it (string literals are).
private let leakSanitizerSuppressions: StaticString = "leak:libXCTest.so\nleak:Foundation18NSAttributedStringC6string\n"
