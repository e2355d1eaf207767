import Foundation
import Testing

@testable import WidgetCore

/// The layout boxes' answer cache: the two first keys kept in place, any more in a
/// dictionary, each found again and replaced by key.
@Suite struct FewKeyCacheTests {
    @Test func everyKeyIsFoundAgainWhereverItIsKept() {
        var cache = FewKeyCache<ProposedViewSize, CGSize>()
        let proposals = [
            ProposedViewSize.unspecified, .zero, .infinity, ProposedViewSize(width: 120, height: nil),
            ProposedViewSize(width: nil, height: 40),
        ]
        for (index, proposal) in proposals.enumerated() {
            #expect(cache[proposal] == nil)
            cache.set(CGSize(width: index, height: index * 2), for: proposal)
        }
        for (index, proposal) in proposals.enumerated() {
            #expect(cache[proposal] == CGSize(width: index, height: index * 2), "\(proposal)")
        }
        #expect(cache[ProposedViewSize(width: 120, height: 0)] == nil)
    }

    @Test func aKeyKeptAgainReplacesItsValueInPlace() {
        var cache = FewKeyCache<Int, String>()
        cache.set("a", for: 1)
        cache.set("b", for: 2)
        cache.set("c", for: 3)
        cache.set("A", for: 1)
        cache.set("B", for: 2)
        cache.set("C", for: 3)
        #expect([cache[1], cache[2], cache[3]] == ["A", "B", "C"])
        cache.removeAll()
        #expect([cache[1], cache[2], cache[3]] == [nil, nil, nil])
    }

    @Test func anOptionalValueOfNilIsKeptAsAnAnswer() {
        var cache = FewKeyCache<Int, CGFloat?>()
        cache.set(nil, for: 7)
        let kept: CGFloat?? = cache[7]
        #expect(kept == .some(nil), "asked and answered nil, not unknown")
        #expect(cache[8] == nil)
    }

    @Test func aNaNProposalIsNeverFoundAsInADictionary() {
        var cache = FewKeyCache<ProposedViewSize, CGSize>()
        let nan = ProposedViewSize(width: .nan, height: 10)
        cache.set(.zero, for: nan)
        #expect(cache[nan] == nil)
    }
}
