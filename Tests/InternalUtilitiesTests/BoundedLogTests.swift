import InternalUtilities
import Testing

@Suite("BoundedLog")
struct BoundedLogTests {
    @Test("Until it is full, a log reads back everything appended, oldest first")
    func belowCapacity() {
        var log = BoundedLog<String>(capacity: 3)
        #expect(log.isEmpty)
        log.append("a")
        log.append("b")
        #expect(Array(log) == ["a", "b"])
        #expect(log.capacity == 3)
    }

    @Test("A full log drops its oldest value for each one appended, and reads oldest first")
    func wrapsAround() {
        var log = BoundedLog<Int>(capacity: 3)
        for value in 1...4 { log.append(value) }
        // 1 2 3, then 4 overwrites 1.
        #expect(Array(log) == [2, 3, 4])
        log.append(5)
        log.append(6)
        // Twice round the ring: the last three.
        #expect(Array(log) == [4, 5, 6])
        log.append(7)
        #expect(Array(log) == [5, 6, 7])
        #expect(log.count == 3)
        #expect(log.first == 5)
        #expect(log.last == 7)
        #expect(log[1] == 6)
    }

    @Test("A log of capacity 100 keeps the last 100 of 250 reports")
    func lastHundred() {
        var log = BoundedLog<Int>(capacity: 100)
        for value in 0..<250 { log.append(value) }
        #expect(Array(log) == Array(150..<250))
    }

    @Test("A capacity of 0 or less keeps nothing", arguments: [0, -1])
    func keepsNothing(capacity: Int) {
        var log = BoundedLog<Int>(capacity: capacity)
        log.append(1)
        #expect(log.isEmpty)
        #expect(log.capacity == 0)
    }
}
