# Written for TensorLens in the style of a Q&A answer: "view size is not compatible with input tensor's size and stride" (the question's code)
import torch

images = torch.arange(2 * 3 * 4 * 4, dtype=torch.float32).reshape(2, 3, 4, 4)
channels_last = images.permute(0, 2, 3, 1)
print(channels_last.shape)
flat = channels_last.view(2, -1)
print(flat.shape)
