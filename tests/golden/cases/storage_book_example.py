# Deep Learning with PyTorch, chapter 3: a tensor's storage indexed and written directly.
import torch
points = torch.tensor([[4.0, 1.0], [5.0, 3.0], [2.0, 1.0]])
print(points.storage())
points_storage = points.storage()
print(points_storage[0])
print(points.storage()[1])
points_storage[0] = 2.0
print(points)
print(len(points_storage))
