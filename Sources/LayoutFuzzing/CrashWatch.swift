import Foundation

/// Remembers which seed each worker is checking, so that a crash (a trap, a segmentation
/// fault) or a hang can name the seeds to reproduce it with. The seeds sit in plain memory
/// that a signal handler can read; the handler writes them with `write(2)` only.
final class CrashWatch: @unchecked Sendable {
    private let workers: Int
    private let hangLimit: Double
    private let started: UnsafeMutablePointer<Double>
    private var watchdog: Thread?
    /// Guards the buffers, the start times and `isStopped` between the workers and the
    /// watchdog (the signal handler reads the buffers without it).
    private let stopped = NSCondition()
    private var isStopped = false

    init(workers: Int, hangLimit: Double) {
        self.workers = workers
        self.hangLimit = hangLimit
        started = .allocate(capacity: workers)
        started.initialize(repeating: 0, count: workers)
        CrashWatch.install(workers: workers)
        let thread = Thread { [unowned self] in self.watch() }
        watchdog = thread
        thread.start()
    }

    deinit {
        started.deallocate()
    }

    func begin(worker: Int, seed: UInt64) {
        let now = ProcessInfo.processInfo.systemUptime
        stopped.lock()
        defer { stopped.unlock() }
        CrashWatch.seeds[worker] = seed
        CrashWatch.busy[worker] = 1
        started[worker] = now
    }

    func end(worker: Int) {
        stopped.lock()
        defer { stopped.unlock() }
        CrashWatch.busy[worker] = 0
    }

    func stop() {
        stopped.lock()
        isStopped = true
        stopped.signal()
        stopped.unlock()
    }

    private func watch() {
        stopped.lock()
        defer { stopped.unlock() }
        while !isStopped {
            _ = stopped.wait(until: Date(timeIntervalSinceNow: 1))
            let now = ProcessInfo.processInfo.systemUptime
            for worker in 0..<workers where CrashWatch.busy[worker] == 1 && now - started[worker] > hangLimit {
                let seed = CrashWatch.seeds[worker]
                FileHandle.standardError.write(
                    Data("HANG: seed \(seed) ran longer than \(hangLimit) s; reproduce with layout-fuzz --seed \(seed) --count 1\n".utf8))
                exit(1)
            }
        }
    }

    // MARK: Signal handling

    nonisolated(unsafe) static var seeds = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
    nonisolated(unsafe) static var busy = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    nonisolated(unsafe) static var count = 1

    /// Sizes the buffers the signal handler reads for `workers` workers. They stay allocated
    /// for the life of the process (the handler may run at any time) and are replaced only
    /// when a run needs more workers than any run before.
    private static func install(workers: Int) {
        if workers > count {
            seeds.deallocate()
            busy.deallocate()
            seeds = .allocate(capacity: workers)
            busy = .allocate(capacity: workers)
            count = workers
        }
        seeds.initialize(repeating: 0, count: count)
        busy.initialize(repeating: 0, count: count)
        for signal in [SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE] {
            Foundation.signal(signal, crashHandler)
        }
    }
}

/// Writes "CRASH (signal N) while checking seed(s) …" and re-raises the signal.
private func crashHandler(_ signal: Int32) {
    func put(_ text: StaticString) {
        _ = write(2, text.utf8Start, text.utf8CodeUnitCount)
    }
    func put(_ value: UInt64) {
        var digits: [UInt8] = Array(repeating: 0, count: 20)
        var n = value, i = 20
        repeat {
            i -= 1
            digits[i] = UInt8(48 + n % 10)
            n /= 10
        } while n > 0
        digits.withUnsafeBufferPointer { _ = write(2, $0.baseAddress! + i, 20 - i) }
    }
    put("\nCRASH (signal ")
    put(UInt64(signal))
    put(") while checking seed(s):")
    for worker in 0..<CrashWatch.count where CrashWatch.busy[worker] == 1 {
        put(" ")
        put(CrashWatch.seeds[worker])
    }
    put("\nreproduce with: layout-fuzz --seed SEED --count 1\n")
    Foundation.signal(signal, SIG_DFL)
    raise(signal)
}
