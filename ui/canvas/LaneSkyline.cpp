#include "LaneSkyline.h"

#include <algorithm>
#include <limits>

namespace tl::ui {

LaneSkyline::LaneSkyline(qreal width) : width_(width), steps_{{0, 0}} {}

std::pair<qreal, qreal> LaneSkyline::spot(qreal w) const
{
    // A place starts where a step does (the first one at x = 0, always a candidate); it is
    // as high as the highest step under its width.
    std::pair<qreal, qreal> best{0, std::numeric_limits<qreal>::max()};
    for (size_t i = 0; i < steps_.size() && (i == 0 || steps_[i].first + w <= width_); ++i) {
        const qreal x = steps_[i].first;
        qreal y = steps_[i].second;
        for (size_t j = i + 1; j < steps_.size() && steps_[j].first < x + w; ++j)
            y = std::max(y, steps_[j].second);
        if (y < best.second)
            best = {x, y};
    }
    return best;
}

void LaneSkyline::raise(qreal x, qreal w, qreal bottom)
{
    const qreal end = x + w, after = topAt(end);
    std::vector<std::pair<qreal, qreal>> steps;
    for (const auto &step : steps_)
        if (step.first < x || step.first >= end)
            steps.push_back(step);
    steps.push_back({x, bottom});
    // What was under the place's right end goes on after it (unless a step starts there).
    if (end < width_ && std::none_of(steps_.begin(), steps_.end(), [end](const auto &step) { return step.first == end; }))
        steps.push_back({end, after});
    std::sort(steps.begin(), steps.end());
    steps_ = std::move(steps);
}

qreal LaneSkyline::topAt(qreal x) const
{
    qreal top = 0;
    for (const auto &[at, y] : steps_)
        if (at <= x)
            top = y;
    return top;
}

} // namespace tl::ui
