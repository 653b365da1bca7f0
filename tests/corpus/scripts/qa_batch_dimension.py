# Written for TensorLens in the style of a Q&A answer: "How do I add a batch dimension?" (unsqueeze, None, view)
import torch

img = torch.zeros(3, 32, 32)
print(img.unsqueeze(0).shape)
print(img[None].shape)
print(img.view(1, 3, 32, 32).shape)
print(img[None, :, None].shape)
batch = torch.stack([img, img])
print(batch.shape)
print(batch[0].shape, batch[:1].shape)
print(batch.squeeze().shape, torch.zeros(1, 3, 1).squeeze().shape)
