#include "TensorFormatter.h"

#include "print/PrintedGrid.h"
#include "print/PyFloatRepr.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace tl {

namespace {

// torch._tensor_str.PRINT_OPTS defaults.
constexpr int kTensorPrecision = 4;
constexpr int64_t kTensorThreshold = PrintedGrid::kThreshold;
constexpr int64_t kTensorEdgeItems = PrintedGrid::kEdgeItems;
constexpr int kTensorLineWidth = 80;

// torch._tensor_str._Formatter: one width and one notation for every printed element.
class TensorElementFormat {
public:
    TensorElementFormat(DType dtype, const std::vector<Scalar> &values)
        : floating_(isFloating(dtype))
    {
        if (!floating_) {
            for (const Scalar &v : values)
                maxWidth_ = std::max(maxWidth_, plainText(v).size());
            return;
        }
        // Only non-zero finite values decide the notation (all compared as doubles).
        std::vector<double> nonzeroFinite;
        for (const Scalar &v : values) {
            const double x = v.toDouble();
            if (std::isfinite(x) && x != 0.0)
                nonzeroFinite.push_back(x);
        }
        if (nonzeroFinite.empty())
            return; // all zero / nan / inf: int mode, width 1
        double minAbs = std::numeric_limits<double>::infinity();
        double maxAbs = 0.0;
        for (double x : nonzeroFinite) {
            minAbs = std::min(minAbs, std::fabs(x));
            maxAbs = std::max(maxAbs, std::fabs(x));
            if (x != std::ceil(x))
                intMode_ = false;
        }
        const bool wide = maxAbs / minAbs > 1000.0 || maxAbs > 1.0e8;
        sciMode_ = intMode_ ? wide : (wide || minAbs < 1.0e-4);
        for (double x : nonzeroFinite) {
            size_t width;
            if (sciMode_)
                width = PyFloatRepr::scientific(x, kTensorPrecision).size();
            else if (intMode_)
                width = PyFloatRepr::fixed(x, 0).size() + 1; // room for the trailing "."
            else
                width = PyFloatRepr::fixed(x, kTensorPrecision).size();
            maxWidth_ = std::max(maxWidth_, width);
        }
    }

    size_t width() const { return maxWidth_; }

    std::string format(const Scalar &v) const
    {
        std::string text;
        if (!floating_) {
            text = plainText(v);
        } else {
            const double x = v.toDouble();
            if (sciMode_) {
                text = PyFloatRepr::scientific(x, kTensorPrecision);
            } else if (intMode_) {
                // "{:.0f}" plus a "." so integral floats still read as floats ("nan"/"inf" get none)
                text = PyFloatRepr::fixed(x, 0);
                if (std::isfinite(x))
                    text.push_back('.');
            } else {
                text = PyFloatRepr::fixed(x, kTensorPrecision);
            }
        }
        if (text.size() < maxWidth_)
            text.insert(0, maxWidth_ - text.size(), ' ');
        return text;
    }

private:
    static std::string plainText(const Scalar &v)
    {
        if (v.isBool())
            return v.toBool() ? "True" : "False";
        return std::to_string(v.toInt());
    }

    bool floating_;
    bool intMode_ = true;
    bool sciMode_ = false;
    size_t maxWidth_ = 1;
};

class Printer {
public:
    Printer(const PrintedGrid &grid, const TensorElementFormat &format)
        : grid_(grid), format_(format)
    {
    }

    // _tensor_str_with_formatter for the sub-tensor starting at `offset` of the kept grid.
    std::string tensorStr(size_t dim, size_t offset, int indent) const
    {
        const size_t dims = grid_.indices.size();
        if (dims == 0)
            return format_.format(grid_.values[0]);
        if (dim + 1 == dims)
            return vectorStr(dim, offset, indent);
        std::vector<std::string> slices;
        const size_t kept = grid_.indices[dim].size();
        for (size_t i = 0; i < kept; ++i) {
            if (grid_.elided[dim] && i == static_cast<size_t>(kTensorEdgeItems))
                slices.emplace_back("...");
            slices.push_back(tensorStr(dim + 1, offset + i * grid_.strides[dim], indent + 1));
        }
        const std::string separator =
            "," + std::string(dims - dim - 1, '\n') + std::string(static_cast<size_t>(indent) + 1, ' ');
        return "[" + join(slices, separator) + "]";
    }

private:
    // _vector_str: as many elements per line as fit in linewidth - indent.
    std::string vectorStr(size_t dim, size_t offset, int indent) const
    {
        const int elementLength = static_cast<int>(format_.width()) + 2;
        const int room = kTensorLineWidth - indent;
        const size_t perLine = room <= 0 ? 1 : static_cast<size_t>(std::max(1, room / elementLength));
        std::vector<std::string> data;
        const size_t kept = grid_.indices[dim].size();
        for (size_t i = 0; i < kept; ++i) {
            if (grid_.elided[dim] && i == static_cast<size_t>(kTensorEdgeItems))
                data.emplace_back(" ...");
            data.push_back(format_.format(grid_.values[offset + i * grid_.strides[dim]]));
        }
        std::vector<std::string> lines;
        for (size_t i = 0; i < data.size(); i += perLine) {
            const std::vector<std::string> chunk(data.begin() + static_cast<std::ptrdiff_t>(i),
                                                 data.begin() + static_cast<std::ptrdiff_t>(std::min(data.size(), i + perLine)));
            lines.push_back(join(chunk, ", "));
        }
        return "[" + join(lines, ",\n" + std::string(static_cast<size_t>(indent) + 1, ' ')) + "]";
    }

    static std::string join(const std::vector<std::string> &parts, const std::string &separator)
    {
        std::string out;
        for (size_t i = 0; i < parts.size(); ++i) {
            if (i > 0)
                out += separator;
            out += parts[i];
        }
        return out;
    }

    const PrintedGrid &grid_;
    const TensorElementFormat &format_;
};

std::string sizeTuple(const std::vector<int64_t> &sizes)
{
    std::string s = "(";
    for (size_t i = 0; i < sizes.size(); ++i) {
        if (i > 0)
            s += ", ";
        s += std::to_string(sizes[i]);
    }
    return s + (sizes.size() == 1 ? ",)" : ")");
}

// _add_suffixes. Its "last line length" is len(text) - text.rfind('\n') + 1, two more than
// the real length (and 2 + len when there is no newline); torch wraps on that number.
std::string addSuffixes(const std::string &text, const std::vector<std::string> &suffixes, int indent)
{
    std::string out = text;
    const size_t newline = text.rfind('\n');
    int64_t lastLineLength = static_cast<int64_t>(text.size()) -
                             (newline == std::string::npos ? -1 : static_cast<int64_t>(newline)) + 1;
    for (const std::string &suffix : suffixes) {
        const int64_t length = static_cast<int64_t>(suffix.size());
        if (lastLineLength + length + 2 > kTensorLineWidth) {
            out += ",\n" + std::string(static_cast<size_t>(indent), ' ') + suffix;
            lastLineLength = indent + length;
        } else {
            out += ", " + suffix;
            lastLineLength += length + 2;
        }
    }
    return out + ")";
}

} // namespace

std::string TensorFormatter::repr(const ElementSource &source, const TensorReprOptions &options)
{
    const std::string prefix = "tensor(";
    const int indent = static_cast<int>(prefix.size());
    const DType dtype = source.dtype();
    const std::vector<int64_t> &sizes = source.sizes();
    const int64_t numel = PrintedGrid::saturatedNumel(sizes);
    const std::string dtypeSuffix = "dtype=torch." + std::string(torchName(dtype));

    std::vector<std::string> suffixes;
    if (!options.device.empty())
        suffixes.push_back("device='" + options.device + "'");

    std::string body;
    if (numel == 0) {
        // Empty tensors show their shape unless it is (0,), and any dtype but the default
        // float32 (no element can tell int64 or bool apart).
        if (sizes.size() != 1)
            suffixes.push_back("size=" + sizeTuple(sizes));
        if (dtype != DType::Float32)
            suffixes.push_back(dtypeSuffix);
        body = "[]";
    } else {
        if (dtype != DType::Float32 && dtype != DType::Int64 && dtype != DType::Bool)
            suffixes.push_back(dtypeSuffix);
        const PrintedGrid grid = PrintedGrid::read(source, numel > kTensorThreshold);
        const TensorElementFormat format(dtype, grid.values);
        body = Printer(grid, format).tensorStr(0, 0, indent);
    }

    if (options.gradFn)
        suffixes.push_back("grad_fn=<" + *options.gradFn + ">");
    else if (options.requiresGrad)
        suffixes.push_back("requires_grad=True");

    return addSuffixes(prefix + body, suffixes, indent);
}

} // namespace tl
