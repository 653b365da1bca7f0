// Port of listsort_impl and its helpers from CPython 3.11 Objects/listobject.c.
#include "ListSort.h"

#include <algorithm>

namespace tl {

namespace {

constexpr int64_t kMinGallop = 7;
constexpr int64_t kMaxMinrun = 64;

// Keys and, when sorting with a key function, the values moved in lockstep.
struct Slice {
    Value *keys = nullptr;
    Value *values = nullptr;

    void advance(int64_t n)
    {
        keys += n;
        if (values)
            values += n;
    }
};

// memmove of n slots from src+j to dst+i, overlapping allowed.
void moveSlots(Value *dst, Value *src, int64_t n)
{
    if (n <= 0 || dst == src)
        return;
    if (dst < src)
        std::move(src, src + n, dst);
    else
        std::move_backward(src, src + n, dst + n);
}

void moveSlice(Slice &dst, int64_t i, Slice &src, int64_t j, int64_t n)
{
    moveSlots(dst.keys + i, src.keys + j, n);
    if (dst.values)
        moveSlots(dst.values + i, src.values + j, n);
}

void copyOne(Slice &dst, int64_t i, Slice &src, int64_t j)
{
    dst.keys[i] = src.keys[j];
    if (dst.values)
        dst.values[i] = src.values[j];
}

void copyIncr(Slice &dst, Slice &src)
{
    copyOne(dst, 0, src, 0);
    dst.advance(1);
    src.advance(1);
}

void copyDecr(Slice &dst, Slice &src)
{
    copyOne(dst, 0, src, 0);
    dst.advance(-1);
    src.advance(-1);
}

void reverseSlice(Slice &s, int64_t n)
{
    std::reverse(s.keys, s.keys + n);
    if (s.values)
        std::reverse(s.values, s.values + n);
}

struct Run {
    Slice base;
    int64_t len = 0;
    int power = 0;
};

class MergeState {
public:
    MergeState(const ListSort::Less &less, int64_t listlen, Value *basekeys, bool hasValues)
        : less_(less), listlen_(listlen), basekeys_(basekeys), hasValues_(hasValues)
    {
    }

    bool lt(const Value &x, const Value &y) { return less_(x, y); }

    static int64_t computeMinrun(int64_t n)
    {
        int64_t r = 0;
        while (n >= kMaxMinrun) {
            r |= n & 1;
            n >>= 1;
        }
        return n + r;
    }

    int64_t countRun(Value *lo, Value *hi, bool &descending)
    {
        descending = false;
        ++lo;
        if (lo == hi)
            return 1;
        int64_t n = 2;
        if (lt(*lo, *(lo - 1))) {
            descending = true;
            for (lo = lo + 1; lo < hi; ++lo, ++n)
                if (!lt(*lo, *(lo - 1)))
                    break;
        } else {
            for (lo = lo + 1; lo < hi; ++lo, ++n)
                if (lt(*lo, *(lo - 1)))
                    break;
        }
        return n;
    }

    // Stable binary insertion sort of [lo, hi) where [lo, start) is sorted.
    void binarySort(Slice lo, Value *hi, Value *start)
    {
        if (lo.keys == start)
            ++start;
        for (; start < hi; ++start) {
            Value *l = lo.keys;
            Value *r = start;
            Value pivot = *r;
            do {
                Value *p = l + ((r - l) >> 1);
                if (lt(pivot, *p))
                    r = p;
                else
                    l = p + 1;
            } while (l < r);
            for (Value *p = start; p > l; --p)
                *p = std::move(*(p - 1));
            *l = std::move(pivot);
            if (lo.values) {
                // Same positions in the values array (indices: the arrays are separate objects).
                Value *pv = lo.values + (start - lo.keys);
                Value vpivot = *pv;
                Value *lv = lo.values + (l - lo.keys);
                for (; pv > lv; --pv)
                    *pv = std::move(*(pv - 1));
                *lv = std::move(vpivot);
            }
        }
    }

    int64_t gallopLeft(const Value &key, Value *a, int64_t n, int64_t hint)
    {
        a += hint;
        int64_t lastofs = 0, ofs = 1;
        if (lt(*a, key)) {
            const int64_t maxofs = n - hint;
            while (ofs < maxofs) {
                if (lt(a[ofs], key)) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs)
                ofs = maxofs;
            lastofs += hint;
            ofs += hint;
        } else {
            const int64_t maxofs = hint + 1;
            while (ofs < maxofs) {
                if (lt(*(a - ofs), key))
                    break;
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs)
                ofs = maxofs;
            const int64_t k = lastofs;
            lastofs = hint - ofs;
            ofs = hint - k;
        }
        a -= hint;
        ++lastofs;
        while (lastofs < ofs) {
            const int64_t m = lastofs + ((ofs - lastofs) >> 1);
            if (lt(a[m], key))
                lastofs = m + 1;
            else
                ofs = m;
        }
        return ofs;
    }

    int64_t gallopRight(const Value &key, Value *a, int64_t n, int64_t hint)
    {
        a += hint;
        int64_t lastofs = 0, ofs = 1;
        if (lt(key, *a)) {
            const int64_t maxofs = hint + 1;
            while (ofs < maxofs) {
                if (lt(key, *(a - ofs))) {
                    lastofs = ofs;
                    ofs = (ofs << 1) + 1;
                } else {
                    break;
                }
            }
            if (ofs > maxofs)
                ofs = maxofs;
            const int64_t k = lastofs;
            lastofs = hint - ofs;
            ofs = hint - k;
        } else {
            const int64_t maxofs = n - hint;
            while (ofs < maxofs) {
                if (lt(key, a[ofs]))
                    break;
                lastofs = ofs;
                ofs = (ofs << 1) + 1;
            }
            if (ofs > maxofs)
                ofs = maxofs;
            lastofs += hint;
            ofs += hint;
        }
        a -= hint;
        ++lastofs;
        while (lastofs < ofs) {
            const int64_t m = lastofs + ((ofs - lastofs) >> 1);
            if (lt(key, a[m]))
                ofs = m;
            else
                lastofs = m + 1;
        }
        return ofs;
    }

    Slice temp(int64_t need)
    {
        if (static_cast<int64_t>(tempKeys_.size()) < need) {
            tempKeys_.resize(static_cast<size_t>(need));
            if (hasValues_)
                tempValues_.resize(static_cast<size_t>(need));
        }
        return {tempKeys_.data(), hasValues_ ? tempValues_.data() : nullptr};
    }

    void mergeLo(Slice ssa, int64_t na, Slice ssb, int64_t nb)
    {
        Slice a = temp(na);
        moveSlice(a, 0, ssa, 0, na);
        Slice dest = ssa;
        ssa = a;
        copyIncr(dest, ssb);
        --nb;
        if (nb == 0)
            return finishLo(dest, ssa, na);
        if (na == 1)
            return copyBLo(dest, ssa, ssb, nb);
        int64_t minGallop = minGallop_;
        try {
            for (;;) {
                int64_t acount = 0, bcount = 0;
                for (;;) {
                    if (lt(ssb.keys[0], ssa.keys[0])) {
                        copyIncr(dest, ssb);
                        ++bcount;
                        acount = 0;
                        --nb;
                        if (nb == 0)
                            return finishLo(dest, ssa, na);
                        if (bcount >= minGallop)
                            break;
                    } else {
                        copyIncr(dest, ssa);
                        ++acount;
                        bcount = 0;
                        --na;
                        if (na == 1)
                            return copyBLo(dest, ssa, ssb, nb);
                        if (acount >= minGallop)
                            break;
                    }
                }
                ++minGallop;
                do {
                    minGallop -= minGallop > 1;
                    minGallop_ = minGallop;
                    int64_t k = gallopRight(ssb.keys[0], ssa.keys, na, 0);
                    acount = k;
                    if (k) {
                        moveSlice(dest, 0, ssa, 0, k);
                        dest.advance(k);
                        ssa.advance(k);
                        na -= k;
                        if (na == 1)
                            return copyBLo(dest, ssa, ssb, nb);
                        if (na == 0)
                            return finishLo(dest, ssa, na);
                    }
                    copyIncr(dest, ssb);
                    --nb;
                    if (nb == 0)
                        return finishLo(dest, ssa, na);
                    k = gallopLeft(ssa.keys[0], ssb.keys, nb, 0);
                    bcount = k;
                    if (k) {
                        moveSlice(dest, 0, ssb, 0, k);
                        dest.advance(k);
                        ssb.advance(k);
                        nb -= k;
                        if (nb == 0)
                            return finishLo(dest, ssa, na);
                    }
                    copyIncr(dest, ssa);
                    --na;
                    if (na == 1)
                        return copyBLo(dest, ssa, ssb, nb);
                } while (acount >= kMinGallop || bcount >= kMinGallop);
                ++minGallop;
                minGallop_ = minGallop;
            }
        } catch (...) {
            finishLo(dest, ssa, na);
            throw;
        }
    }

    static void finishLo(Slice &dest, Slice &ssa, int64_t na)
    {
        if (na)
            moveSlice(dest, 0, ssa, 0, na);
    }

    static void copyBLo(Slice &dest, Slice &ssa, Slice &ssb, int64_t nb)
    {
        // The last element of ssa belongs at the end of the merge.
        moveSlice(dest, 0, ssb, 0, nb);
        copyOne(dest, nb, ssa, 0);
    }

    void mergeHi(Slice ssa, int64_t na, Slice ssb, int64_t nb)
    {
        Slice baseb = temp(nb);
        Slice dest = ssb;
        dest.advance(nb - 1);
        moveSlice(baseb, 0, ssb, 0, nb);
        Slice basea = ssa;
        ssb = baseb;
        ssb.advance(nb - 1);
        ssa.advance(na - 1);
        copyDecr(dest, ssa);
        --na;
        if (na == 0)
            return finishHi(dest, baseb, nb);
        if (nb == 1)
            return copyAHi(dest, ssa, ssb, na);
        int64_t minGallop = minGallop_;
        try {
            for (;;) {
                int64_t acount = 0, bcount = 0;
                for (;;) {
                    if (lt(ssb.keys[0], ssa.keys[0])) {
                        copyDecr(dest, ssa);
                        ++acount;
                        bcount = 0;
                        --na;
                        if (na == 0)
                            return finishHi(dest, baseb, nb);
                        if (acount >= minGallop)
                            break;
                    } else {
                        copyDecr(dest, ssb);
                        ++bcount;
                        acount = 0;
                        --nb;
                        if (nb == 1)
                            return copyAHi(dest, ssa, ssb, na);
                        if (bcount >= minGallop)
                            break;
                    }
                }
                ++minGallop;
                do {
                    minGallop -= minGallop > 1;
                    minGallop_ = minGallop;
                    int64_t k = gallopRight(ssb.keys[0], basea.keys, na, na - 1);
                    k = na - k;
                    acount = k;
                    if (k) {
                        dest.advance(-k);
                        ssa.advance(-k);
                        moveSlice(dest, 1, ssa, 1, k);
                        na -= k;
                        if (na == 0)
                            return finishHi(dest, baseb, nb);
                    }
                    copyDecr(dest, ssb);
                    --nb;
                    if (nb == 1)
                        return copyAHi(dest, ssa, ssb, na);
                    k = gallopLeft(ssa.keys[0], baseb.keys, nb, nb - 1);
                    k = nb - k;
                    bcount = k;
                    if (k) {
                        dest.advance(-k);
                        ssb.advance(-k);
                        moveSlice(dest, 1, ssb, 1, k);
                        nb -= k;
                        if (nb == 1)
                            return copyAHi(dest, ssa, ssb, na);
                        if (nb == 0)
                            return finishHi(dest, baseb, nb);
                    }
                    copyDecr(dest, ssa);
                    --na;
                    if (na == 0)
                        return finishHi(dest, baseb, nb);
                } while (acount >= kMinGallop || bcount >= kMinGallop);
                ++minGallop;
                minGallop_ = minGallop;
            }
        } catch (...) {
            finishHi(dest, baseb, nb);
            throw;
        }
    }

    static void finishHi(Slice &dest, Slice &baseb, int64_t nb)
    {
        if (nb)
            moveSlice(dest, -(nb - 1), baseb, 0, nb);
    }

    static void copyAHi(Slice &dest, Slice &ssa, Slice &ssb, int64_t na)
    {
        // The first element of ssb belongs at the front of the merge.
        moveSlice(dest, 1 - na, ssa, 1 - na, na);
        dest.advance(-na);
        ssa.advance(-na);
        copyOne(dest, 0, ssb, 0);
    }

    void mergeAt(size_t i)
    {
        Slice ssa = pending_[i].base;
        Slice ssb = pending_[i + 1].base;
        int64_t na = pending_[i].len;
        int64_t nb = pending_[i + 1].len;
        pending_[i].len = na + nb;
        if (i + 3 == pending_.size())
            pending_[i + 1] = pending_[i + 2];
        pending_.pop_back();
        const int64_t k = gallopRight(*ssb.keys, ssa.keys, na, 0);
        ssa.advance(k);
        na -= k;
        if (na == 0)
            return;
        nb = gallopLeft(ssa.keys[na - 1], ssb.keys, nb, nb - 1);
        if (nb <= 0)
            return;
        if (na <= nb)
            mergeLo(ssa, na, ssb, nb);
        else
            mergeHi(ssa, na, ssb, nb);
    }

    static int powerloop(int64_t s1, int64_t n1, int64_t n2, int64_t n)
    {
        int result = 0;
        int64_t a = 2 * s1 + n1;
        int64_t b = a + n1 + n2;
        for (;;) {
            ++result;
            if (a >= n) {
                a -= n;
                b -= n;
            } else if (b >= n) {
                break;
            }
            a <<= 1;
            b <<= 1;
        }
        return result;
    }

    void foundNewRun(int64_t n2)
    {
        if (pending_.empty())
            return;
        const Run &last = pending_.back();
        const int64_t s1 = last.base.keys - basekeys_;
        const int power = powerloop(s1, last.len, n2, listlen_);
        while (pending_.size() > 1 && pending_[pending_.size() - 2].power > power)
            mergeAt(pending_.size() - 2);
        pending_.back().power = power;
    }

    void push(Slice base, int64_t len) { pending_.push_back({base, len, 0}); }

    void forceCollapse()
    {
        while (pending_.size() > 1) {
            size_t n = pending_.size() - 2;
            if (n > 0 && pending_[n - 1].len < pending_[n + 1].len)
                --n;
            mergeAt(n);
        }
    }

private:
    const ListSort::Less &less_;
    int64_t listlen_;
    Value *basekeys_;
    bool hasValues_;
    int64_t minGallop_ = kMinGallop;
    std::vector<Run> pending_;
    ValueList tempKeys_, tempValues_;
};

} // namespace

void ListSort::sort(ValueList &items, ValueList *keys, bool reverse, const Less &less)
{
    const int64_t n = static_cast<int64_t>(items.size());
    ValueList &sortKeys = keys ? *keys : items;
    // Stability under reverse: reverse, sort forwards, reverse back (also after a failure).
    if (reverse) {
        std::reverse(sortKeys.begin(), sortKeys.end());
        if (keys)
            std::reverse(items.begin(), items.end());
    }
    auto unreverse = [&] {
        if (reverse && n > 1)
            std::reverse(items.begin(), items.end());
    };
    if (n < 2) {
        unreverse();
        return;
    }
    Slice lo{sortKeys.data(), keys ? items.data() : nullptr};
    MergeState ms(less, n, lo.keys, keys != nullptr);
    try {
        int64_t remaining = n;
        const int64_t minrun = MergeState::computeMinrun(remaining);
        do {
            bool descending = false;
            int64_t run = ms.countRun(lo.keys, lo.keys + remaining, descending);
            if (descending)
                reverseSlice(lo, run);
            if (run < minrun) {
                const int64_t force = remaining <= minrun ? remaining : minrun;
                ms.binarySort(lo, lo.keys + force, lo.keys + run);
                run = force;
            }
            ms.foundNewRun(run);
            ms.push(lo, run);
            lo.advance(run);
            remaining -= run;
        } while (remaining);
        ms.forceCollapse();
    } catch (...) {
        unreverse();
        throw;
    }
    unreverse();
}

} // namespace tl
