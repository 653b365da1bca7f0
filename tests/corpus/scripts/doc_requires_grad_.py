# Source: PyTorch documentation, Tensor.requires_grad_ docstring example
# URL: https://pytorch.org/docs/1.13/generated/torch.Tensor.requires_grad_.html
# Licence: BSD-3-Clause, Copyright (c) 2016-, PyTorch contributors. Excerpt; REPL lines turned into
#          print() calls.
import torch

def preprocess(t):
    return t * 2.0

# Let's say we want to preprocess some saved weights and use
# the result as new weights.
saved_weights = [0.1, 0.2, 0.3, 0.25]
loaded_weights = torch.tensor(saved_weights)
weights = preprocess(loaded_weights)  # some function
print(weights)

# Now, start to record operations done to weights
weights.requires_grad_()
out = weights.pow(2).sum()
out.backward()
print(weights.grad)
