# Written for TensorLens in the style of a Q&A answer: "How to check if two tensors share the same memory?"
import numpy as np
import torch

def same_storage(a, b):
    return a.storage().data_ptr() == b.storage().data_ptr()

x = torch.arange(10)
print(same_storage(x, x[2:5]), x.data_ptr() == x[2:5].data_ptr())
print(same_storage(x, x.clone()))
print(same_storage(x, x.view(2, 5)))
print(same_storage(x, x.reshape(5, 2).t().contiguous()))

n = x.numpy()
print(np.shares_memory(n, x[3:].numpy()))
print(np.shares_memory(n, x.clone().numpy()))
print(x[3:].storage_offset(), x[3:].data_ptr() - x.data_ptr() == 3 * x.element_size())
