# Written for TensorLens in the style of a Q&A answer: "Only Tensors of floating point dtype can require gradients" (the question's code)
import torch

labels = torch.tensor([0, 1, 2], requires_grad=True)
print(labels)
