import Foundation

/// Whether the tests run under CI (`CI=true`, which `.ci/run` sets): there every test must
/// run, so a test that needs a tool or device fails when it is missing instead of being
/// skipped.
public let runsUnderCI = ProcessInfo.processInfo.environment["CI"] == "true"
