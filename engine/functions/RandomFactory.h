#pragma once
// Tensors born random or uninitialised: torch.rand / randn / randint / randperm / normal /
// bernoulli / multinomial, their *_like forms, and torch.empty / empty_like / new_empty,
// composed as ATen composes them (at::empty then the in-place op of RandomOps).
#include "random/TorchGenerator.h"
#include "tensor/Runtime.h"
#include "tensor/TensorImpl.h"

#include <string>
#include <vector>

namespace tl {

class RandomFactory {
public:
    using Shape = std::vector<int64_t>;

    // The factory keywords of a new tensor.
    struct Options {
        DType dtype = DType::Float32;
        Device device = Device::cpu();
        bool requiresGrad = false;
        TorchGeneratorPtr generator; // null: the device's default generator
        // Layout of a *_like result: the strides to give it (empty: row-major).
        Shape strides;
    };

    static TensorPtr rand(Runtime &rt, const Shape &size, const Options &o, const std::string &op);
    static TensorPtr randn(Runtime &rt, const Shape &size, const Options &o, const std::string &op);
    // `warnings`: PyTorch's UserWarnings for bounds beyond a float dtype's exact integers.
    static TensorPtr randint(Runtime &rt, int64_t low, int64_t high, const Shape &size, const Options &o,
                             const std::string &op, std::vector<std::string> &warnings);
    static TensorPtr randperm(Runtime &rt, int64_t n, const Options &o);
    // torch.normal(mean, std, size).
    static TensorPtr normal(Runtime &rt, double mean, double std, const Shape &size, const Options &o);
    // torch.normal with tensor means and/or standard deviations (null: the double is used).
    static TensorPtr normal(Runtime &rt, const TensorPtr &mean, double meanValue, const TensorPtr &std, double stdValue,
                            const TorchGeneratorPtr &gen);
    // torch.bernoulli(input): p = input; torch.bernoulli(input, p).
    static TensorPtr bernoulli(Runtime &rt, const TensorPtr &input, const TorchGeneratorPtr &gen);
    static TensorPtr bernoulli(Runtime &rt, const TensorPtr &input, double p, const TorchGeneratorPtr &gen);
    static TensorPtr multinomial(Runtime &rt, const TensorPtr &probs, int64_t samples, bool replacement,
                                 const TorchGeneratorPtr &gen);
    // torch.empty / empty_like / new_empty: the storage is marked uninitialised.
    static TensorPtr empty(Runtime &rt, const Shape &size, const Options &o, const std::string &op);
};

} // namespace tl
