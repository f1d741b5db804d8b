import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Shows how far long work has got, on one line of standard error that is rewritten in
/// place and cleared at the end, and only when standard error is a terminal: pipes, files
/// and tests see nothing.
///
/// ```
/// writing attributes: 412,000 of 1,000,000 (41%)
/// ```
///
/// Work calls ``advance(by:)`` per element; the reporter reads the clock only every
/// ``checkEvery`` elements and prints at most once per ``interval``, so the first line
/// appears only after a full interval (quick work never flickers) and the cost per element
/// is a counter increment. ``finish()`` clears the line if one was printed.
///
/// Work that is one long call (laying out, measuring) cannot count; wrap it in
/// ``whileRunning(_:interval:_:)``, which shows the time spent so far instead.
final class ProgressReporter {
    /// What the work is, printed before the count.
    let label: String
    /// The number of elements the work will have done, if known.
    let total: Int?
    /// How long between two printed lines at least.
    let interval: Duration
    /// How many elements between two looks at the clock.
    let checkEvery: Int
    /// Prints a piece of text, or `nil` when the reporter is silent.
    private let output: ((String) -> Void)?
    /// The current time; a parameter so tests need not wait.
    private let now: () -> ContinuousClock.Instant
    private var done = 0
    private var sinceCheck = 0
    private var lastPrint: ContinuousClock.Instant
    private var printedSomething = false

    /// The least time between two progress lines on standard error: one second, or the
    /// seconds in the environment variable `COMPLAYOUT_PROGRESS_INTERVAL` (a finite number
    /// >= 0; 0 prints at every look at the clock), read once.
    static let standardInterval: Duration = {
        guard let text = getenv("COMPLAYOUT_PROGRESS_INTERVAL").map({ String(cString: $0) }),
            let seconds = Double(text), seconds.isFinite, seconds >= 0
        else { return .seconds(1) }
        return .milliseconds(Int((seconds * 1000).rounded()))
    }()

    /// A reporter printing to standard error when it is a terminal (`isatty(2)`), silent
    /// otherwise, at most once per ``standardInterval``; it looks at the clock every
    /// `checkEvery` elements.
    static func standardError(label: String, total: Int? = nil, checkEvery: Int = 4_096) -> ProgressReporter {
        var output: ((String) -> Void)?
        if isatty(STDERR_FILENO) == 1 { output = { text in writeToStandardError(text) } }
        return ProgressReporter(label: label, total: total, interval: standardInterval, checkEvery: checkEvery, output: output)
    }

    /// A reporter printing through `output` (`nil`: silent), reading the time from `now`.
    init(
        label: String, total: Int? = nil, interval: Duration = .seconds(1), checkEvery: Int = 4_096,
        output: ((String) -> Void)?, now: @escaping () -> ContinuousClock.Instant = { ContinuousClock.now }
    ) {
        self.label = label
        self.total = total
        self.interval = interval
        self.checkEvery = max(1, checkEvery)
        self.output = output
        self.now = now
        self.lastPrint = now()
    }

    /// Whether anything is printed at all.
    var isEnabled: Bool { output != nil }

    /// Counts `count` more elements done, printing the count if an interval has passed since
    /// the last line.
    func advance(by count: Int = 1) {
        guard let output else { return }
        done += count
        sinceCheck += count
        guard sinceCheck >= checkEvery else { return }
        sinceCheck = 0
        let time = now()
        guard time - lastPrint >= interval else { return }
        lastPrint = time
        printedSomething = true
        output("\r\u{1B}[2K" + line)
    }

    /// Ends the report: clears the line if one was printed, so what follows starts on a
    /// clean line.
    func finish() {
        guard let output, printedSomething else { return }
        printedSomething = false
        output("\r\u{1B}[2K")
    }

    /// The text of the progress line, without control characters.
    var line: String {
        var text = "\(label): \(Self.grouped(done))"
        if let total, total > 0 {
            text += " of \(Self.grouped(total)) (\(min(100, done * 100 / total))%)"
        }
        return text
    }

    /// `value` with commas between groups of three digits, whatever the locale.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// Runs `work`, showing `label` and the seconds spent so far on standard error once per
    /// `interval` (at least 10 ms) while it runs (`laying out: 3 s`), when standard error is a terminal;
    /// the line is cleared before this returns. Otherwise it just runs `work`.
    ///
    /// The line is printed from a background thread, since `work` does not return until it
    /// is done; nothing is printed if `work` ends within the first interval.
    static func whileRunning<Result>(
        _ label: String, interval: Duration = standardInterval, _ work: () throws -> Result
    ) rethrows -> Result {
        guard isatty(STDERR_FILENO) == 1 else { return try work() }
        // A line every 10 ms at most: the thread that prints would otherwise spin.
        let interval = max(interval, .milliseconds(10))
        let stop = DispatchSemaphore(value: 0)
        let stopped = DispatchSemaphore(value: 0)
        let start = ContinuousClock.now
        let nanoseconds = Int(interval.components.seconds) * 1_000_000_000 + Int(interval.components.attoseconds / 1_000_000_000)
        DispatchQueue.global().async {
            var printed = false
            while stop.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .timedOut {
                let seconds = (ContinuousClock.now - start).components.seconds
                writeToStandardError("\r\u{1B}[2K\(label): \(seconds) s")
                printed = true
            }
            if printed { writeToStandardError("\r\u{1B}[2K") }
            stopped.signal()
        }
        defer {
            stop.signal()
            stopped.wait()
        }
        return try work()
    }

    private static func writeToStandardError(_ text: String) {
        Console.write(text, to: STDERR_FILENO)
    }
}
