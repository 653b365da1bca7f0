#include "ArrayFormatter.h"

#include "print/PrintedGrid.h"
#include "print/PyFloatRepr.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <optional>
#include <vector>

namespace tl {

namespace {

// numpy.get_printoptions() defaults.
constexpr int kArrayPrecision = 8;
constexpr int64_t kArrayThreshold = PrintedGrid::kThreshold;
constexpr int64_t kArrayEdgeItems = PrintedGrid::kEdgeItems;
constexpr int kArrayLineWidth = 75;

using Decimal = PyFloatRepr::Decimal;

// Dragon4 in NumPy's unique mode: the shortest round-trip digits, but never ending below
// 10^maxPlace (the precision cutoff) nor above 10^minPlace when a minimum is given
// (min_digits); outside those bounds the exact value is rounded half-even there.
Decimal uniqueDigits(double x, DType type, int maxPlace, std::optional<int> minPlace = std::nullopt)
{
    const Decimal s = PyFloatRepr::shortest(x, type);
    if (s.isZero())
        return s;
    if (minPlace && s.lastPlace() > *minPlace)
        return PyFloatRepr::roundedAt(PyFloatRepr::exact(x), *minPlace);
    if (s.lastPlace() >= maxPlace)
        return s;
    return PyFloatRepr::roundedAt(PyFloatRepr::exact(x), maxPlace);
}

// Place of the leading digit of the exact value, which fixes Dragon4's total-length cutoff.
int leadingPlace(double x)
{
    return PyFloatRepr::exact(x).exponent;
}

std::string padLeft(const std::string &s, size_t width)
{
    return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

// FloatingFormat (floatmode 'maxprec', sign '-', legacy off): one pass over the printed
// values fixes notation and paddings, then every element is written to match.
class FloatFormat {
public:
    FloatFormat(DType type, const std::vector<Scalar> &values)
        : type_(type)
    {
        std::vector<double> finite;
        bool anyNonFinite = false;
        bool negativeInf = false;
        for (const Scalar &v : values) {
            const double x = v.toDouble();
            if (std::isfinite(x)) {
                finite.push_back(x);
            } else {
                anyNonFinite = true;
                negativeInf = negativeInf || (std::isinf(x) && x < 0);
            }
        }
        decideNotation(finite);

        if (finite.empty()) {
            padLeft_ = 0;
            padRight_ = 0;
        } else if (exp_) {
            // first pass: unique digits, at most 8 after the point, trailing zeros trimmed
            size_t expSize = 0;
            for (double x : finite) {
                const Decimal d = uniqueDigits(x, type_, leadingPlace(x) - kArrayPrecision);
                precision_ = std::max(precision_, static_cast<int>(d.digits.size()) - 1);
                padLeft_ = std::max(padLeft_, 1 + (d.negative ? 1 : 0));
                expSize = std::max(expSize, PyFloatRepr::exponentText(d.exponent).size() - 1);
            }
            expSize_ = static_cast<int>(expSize);
            padRight_ = expSize_ + 2 + precision_;
        } else {
            for (double x : finite) {
                const Decimal d = uniqueDigits(x, type_, -kArrayPrecision);
                padLeft_ = std::max(padLeft_, static_cast<int>(d.integerPart().size()) + (d.negative ? 1 : 0));
                padRight_ = std::max(padRight_, static_cast<int>(d.fractionPart().size()));
            }
        }

        if (anyNonFinite) {
            // "nan" and "inf" (or "-inf") must fit in the column too
            const int offset = padRight_ + 1;
            padLeft_ = std::max({padLeft_, 3 - offset, 3 + (negativeInf ? 1 : 0) - offset});
        }
    }

    std::string operator()(double x) const
    {
        if (!std::isfinite(x))
            return padLeft(PyFloatRepr::nonFiniteText(x), static_cast<size_t>(padLeft_ + padRight_ + 1));
        const std::string sign = std::signbit(x) ? "-" : "";
        if (exp_) {
            // exactly precision_ digits after the point (min_digits == precision): the
            // unique digits, extended with the exact value's digits when they are shorter
            const int place = x == 0.0 ? 0 : leadingPlace(x) - precision_;
            const Decimal d = uniqueDigits(x, type_, place, place);
            std::string mantissa = sign + d.digits.substr(0, 1);
            mantissa += '.';
            for (int i = 1; i <= precision_; ++i)
                mantissa += i < static_cast<int>(d.digits.size()) ? d.digits[static_cast<size_t>(i)] : '0';
            return padLeft(mantissa.substr(0, sign.size() + 1), static_cast<size_t>(padLeft_)) +
                   mantissa.substr(sign.size() + 1) + "e" + PyFloatRepr::exponentText(d.exponent, expSize_);
        }
        // min_digits=0 here: digits down to the units place are always printed, so a
        // float32 such as 48286712 shows its exact integer rather than 48286710.
        const Decimal d = uniqueDigits(x, type_, -kArrayPrecision, 0);
        const std::string fraction = d.fractionPart();
        return padLeft(sign + d.integerPart(), static_cast<size_t>(padLeft_)) + "." + fraction +
               std::string(static_cast<size_t>(std::max(0, padRight_ - static_cast<int>(fraction.size()))), ' ');
    }

private:
    // Scientific notation when, over the non-zero finite magnitudes, max >= 1e8,
    // min < 1e-4 or max / min > 1e3. NumPy takes max and min in the array's dtype and
    // divides them there, so a float32 array compares a float32-rounded ratio.
    void decideNotation(const std::vector<double> &finite)
    {
        bool any = false;
        double maxAbs = 0.0;
        double minAbs = 0.0;
        for (double x : finite) {
            if (x == 0.0)
                continue;
            const double a = std::fabs(x);
            maxAbs = any ? std::max(maxAbs, a) : a;
            minAbs = any ? std::min(minAbs, a) : a;
            any = true;
        }
        if (!any)
            return;
        double ratio;
        if (type_ == DType::Float16) {
            const Half r = static_cast<float>(Half(static_cast<float>(maxAbs))) / static_cast<float>(Half(static_cast<float>(minAbs)));
            ratio = static_cast<double>(static_cast<float>(r));
        } else if (type_ == DType::Float32) {
            const float r = static_cast<float>(maxAbs) / static_cast<float>(minAbs);
            ratio = static_cast<double>(r);
        } else {
            ratio = maxAbs / minAbs;
        }
        exp_ = maxAbs >= 1.0e8 || minAbs < 1.0e-4 || ratio > 1000.0;
    }

    DType type_;
    bool exp_ = false;
    int precision_ = 0; // digits after the point in scientific notation
    int expSize_ = 0;   // exponent digits in scientific notation
    int padLeft_ = 0;
    int padRight_ = 0;
};

// One formatter per array, chosen by dtype as _get_format_function does.
class ArrayElementFormat {
public:
    ArrayElementFormat(DType dtype, const std::vector<Scalar> &values, bool zeroDim)
        : dtype_(dtype), zeroDim_(zeroDim), float_(dtype, floatingValues(dtype, values))
    {
        if (isIntegral(dtype) && !values.empty()) {
            // IntegerFormat: wide enough for the longest of str(max) and str(min)
            int64_t lo = values[0].toInt();
            int64_t hi = lo;
            for (const Scalar &v : values) {
                lo = std::min(lo, v.toInt());
                hi = std::max(hi, v.toInt());
            }
            intWidth_ = std::max(std::to_string(lo).size(), std::to_string(hi).size());
        }
    }

    std::string operator()(const Scalar &v) const
    {
        if (dtype_ == DType::Bool) // " True" lines up with "False", except in a 0-d array
            return v.toBool() ? (zeroDim_ ? "True" : " True") : "False";
        if (isIntegral(dtype_))
            return padLeft(std::to_string(v.toInt()), intWidth_);
        return float_(v.toDouble());
    }

private:
    static std::vector<Scalar> floatingValues(DType dtype, const std::vector<Scalar> &values)
    {
        return isFloating(dtype) ? values : std::vector<Scalar>{};
    }

    DType dtype_;
    bool zeroDim_;
    FloatFormat float_;
    size_t intWidth_ = 0;
};

// _formatArray with legacy=False line wrapping.
class ArrayPrinter {
public:
    ArrayPrinter(const PrintedGrid &grid, const ArrayElementFormat &format, std::string separator)
        : grid_(grid), format_(format), separator_(std::move(separator))
    {
    }

    std::string print(const std::string &nextLinePrefix, int lineWidth) const
    {
        return recurse(0, 0, nextLinePrefix, lineWidth);
    }

private:
    // _extendLine: wrap before `word` when the line would pass lineWidth, unless the line
    // holds nothing but its prefix (wrapping would not help).
    static void extendLine(std::string &s, std::string &line, const std::string &word, int lineWidth,
                           const std::string &nextLinePrefix)
    {
        bool needsWrap = static_cast<int>(line.size() + word.size()) > lineWidth;
        if (line.size() <= nextLinePrefix.size())
            needsWrap = false;
        if (needsWrap) {
            s += rstrip(line) + "\n";
            line = nextLinePrefix;
        }
        line += word;
    }

    static std::string rstrip(const std::string &s)
    {
        size_t end = s.size();
        while (end > 0 && s[end - 1] == ' ')
            --end;
        return s.substr(0, end);
    }

    std::string recurse(size_t axis, size_t offset, const std::string &hangingIndent, int currWidth) const
    {
        const size_t dims = grid_.indices.size();
        if (axis == dims)
            return format_(grid_.values[offset]);

        const size_t axesLeft = dims - axis;
        const std::string nextHangingIndent = hangingIndent + " ";
        const int nextWidth = currWidth - 1; // room for the closing ']'
        const size_t kept = grid_.indices[axis].size();
        const bool summary = grid_.elided[axis];
        const size_t stride = grid_.strides[axis];

        std::string s;
        if (axesLeft == 1) {
            const int elemWidth = currWidth - 1; // max(len(separator.rstrip()), len(']'))
            std::string line = hangingIndent;
            for (size_t i = 0; i < kept; ++i) {
                if (summary && i == static_cast<size_t>(kArrayEdgeItems)) {
                    extendLine(s, line, "...", elemWidth, hangingIndent);
                    line += separator_;
                }
                const std::string word = recurse(axis + 1, offset + i * stride, nextHangingIndent, nextWidth);
                extendLine(s, line, word, elemWidth, hangingIndent);
                if (i + 1 < kept)
                    line += separator_;
            }
            s += line;
        } else {
            const std::string lineSep = rstrip(separator_) + std::string(axesLeft - 1, '\n');
            for (size_t i = 0; i < kept; ++i) {
                if (summary && i == static_cast<size_t>(kArrayEdgeItems))
                    s += hangingIndent + "..." + lineSep;
                s += hangingIndent + recurse(axis + 1, offset + i * stride, nextHangingIndent, nextWidth);
                if (i + 1 < kept)
                    s += lineSep;
            }
        }
        return "[" + s.substr(hangingIndent.size()) + "]";
    }

    const PrintedGrid &grid_;
    const ArrayElementFormat &format_;
    std::string separator_;
};

// array2string for a non-empty array: summarise past the threshold, then format.
std::string arrayToString(const ElementSource &source, const std::string &separator, const std::string &prefix,
                          int lineWidth)
{
    const bool summarize = PrintedGrid::saturatedNumel(source.sizes()) > kArrayThreshold;
    const PrintedGrid grid = PrintedGrid::read(source, summarize);
    const ArrayElementFormat format(source.dtype(), grid.values, source.sizes().empty());
    return ArrayPrinter(grid, format, separator).print(" " + std::string(prefix.size(), ' '), lineWidth);
}

std::string shapeTuple(const std::vector<int64_t> &sizes)
{
    std::string s = "(";
    for (size_t i = 0; i < sizes.size(); ++i) {
        if (i > 0)
            s += ", ";
        s += std::to_string(sizes[i]);
    }
    return s + (sizes.size() == 1 ? ",)" : ")");
}

} // namespace

std::string ArrayFormatter::str(const ElementSource &source)
{
    const std::vector<int64_t> &sizes = source.sizes();
    // a 0-d array prints as its scalar, with full precision
    if (sizes.empty())
        return PyFloatRepr::numpyScalarStr(source.at({}));
    if (PrintedGrid::saturatedNumel(sizes) == 0)
        return "[]";
    return arrayToString(source, " ", "", kArrayLineWidth);
}

std::string ArrayFormatter::repr(const ElementSource &source)
{
    const std::vector<int64_t> &sizes = source.sizes();
    const DType dtype = source.dtype();
    const std::string prefix = "array(";
    const bool empty = PrintedGrid::saturatedNumel(sizes) == 0;
    // float64, int64 and bool are implied by the text of a non-empty array
    const bool skipDtype = !empty && (dtype == DType::Float64 || dtype == DType::Int64 || dtype == DType::Bool);
    const std::string suffix = skipDtype ? ")" : ",";

    std::string list;
    if (!empty)
        list = arrayToString(source, ", ", prefix, kArrayLineWidth - static_cast<int>(suffix.size()));
    else if (sizes.size() == 1)
        list = "[]";
    else
        list = "[], shape=" + shapeTuple(sizes); // the shape shows unless it is (0,)

    const std::string text = prefix + list + suffix;
    if (skipDtype)
        return text;

    // dtype goes on its own line when it would push the last line past the line width
    const std::string dtypeText = "dtype=" + std::string(numpyName(dtype)) + ")";
    const size_t newline = text.rfind('\n');
    const size_t lastLineLength = text.size() - (newline == std::string::npos ? 0 : newline + 1);
    const bool wrap = static_cast<int>(lastLineLength + dtypeText.size() + 1) > kArrayLineWidth;
    return text + (wrap ? "\n" + std::string(prefix.size(), ' ') : " ") + dtypeText;
}

} // namespace tl
