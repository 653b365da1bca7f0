#pragma once
// A device is a small value type, as torch.device is: a type and an optional index.
#include <optional>
#include <string>

namespace tl {

enum class DeviceType { CPU, CUDA };

struct Device {
    DeviceType type = DeviceType::CPU;
    int index = -1; // -1: no index (cpu, or a bare torch.device('cuda'))

    static Device cpu() { return {DeviceType::CPU, -1}; }
    static Device cuda(int i = 0) { return {DeviceType::CUDA, i}; }

    bool isCpu() const { return type == DeviceType::CPU; }
    bool isCuda() const { return type == DeviceType::CUDA; }
    // str(torch.device): "cpu", "cuda", "cuda:0"
    std::string str() const;
    // repr(torch.device): device(type='cpu'), device(type='cuda', index=0)
    std::string repr() const;
    // A tensor's device always carries the index that `to()` filled in.
    Device withDefaultIndex() const { return isCuda() && index < 0 ? cuda(0) : *this; }
    std::string typeName() const { return isCpu() ? "cpu" : "cuda"; }

    bool operator==(const Device &o) const { return type == o.type && index == o.index; }
    bool operator!=(const Device &o) const { return !(*this == o); }
};

} // namespace tl
