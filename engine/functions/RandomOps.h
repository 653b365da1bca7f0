#pragma once
// Tensor.uniform_ / normal_ / random_ / bernoulli_ / exponential_: PyTorch's argument and
// dtype checks in its order, one draw per element from the tensor's device generator (or
// the one given), _version bumped, the write reported with the generator it came from,
// and the grad_fn PyTorch records on a tensor that requires grad (UniformBackward0 ...).
#include "random/TorchGenerator.h"
#include "tensor/Runtime.h"
#include "tensor/TensorImpl.h"

#include <optional>
#include <string>
#include <vector>

namespace tl {

class RandomOps {
public:
    static void uniform(Runtime &rt, const TensorPtr &t, double from, double to, const TorchGeneratorPtr &gen,
                        const std::string &op);
    static void normal(Runtime &rt, const TensorPtr &t, double mean, double std, const TorchGeneratorPtr &gen,
                       const std::string &op);
    // random_(from, to) (to = nullopt: up to the dtype's largest value), or random_(to)
    // (`toOnly`: from is 0; its grad_fn has another name). Returns the UserWarnings PyTorch
    // prints for float bounds beyond its exact integers.
    static std::vector<std::string> random(Runtime &rt, const TensorPtr &t, int64_t from, std::optional<int64_t> to,
                                           const TorchGeneratorPtr &gen, const std::string &op, bool toOnly = false);
    // random_() without bounds.
    static void random(Runtime &rt, const TensorPtr &t, const TorchGeneratorPtr &gen, const std::string &op);
    static void bernoulli(Runtime &rt, const TensorPtr &t, double p, const TorchGeneratorPtr &gen, const std::string &op);
    static void bernoulli(Runtime &rt, const TensorPtr &t, const TensorPtr &p, const TorchGeneratorPtr &gen,
                          const std::string &op);
    static void exponential(Runtime &rt, const TensorPtr &t, double lambda, const TorchGeneratorPtr &gen,
                            const std::string &op);

    // The generator a draw for `device` uses: `given` (checked to be of that device type)
    // or the device's default.
    static TorchGeneratorPtr generatorFor(Runtime &rt, const Device &device, const TorchGeneratorPtr &given);
    // torch.Generator(device): a new generator with PyTorch's default seed.
    static TorchGeneratorPtr newGenerator(Runtime &rt, const Device &device);
};

} // namespace tl
