# Written for TensorLens in the style of a learner converting an HWC NumPy image to a CHW tensor and back
import numpy as np
import torch

img = np.arange(4 * 5 * 3, dtype=np.uint8).reshape(4, 5, 3)   # H, W, C
t = torch.from_numpy(img)
chw = t.permute(2, 0, 1)
print(chw.shape, chw.is_contiguous())
batch = chw.unsqueeze(0).float() / 255.0
print(batch.shape, batch.dtype)
print(batch[0, :, 0, 0])

back = (batch[0] * 255).round().to(torch.uint8).permute(1, 2, 0).numpy()
print(back.shape, back.dtype, np.array_equal(back, img))
print(back.flags['C_CONTIGUOUS'])
img[0, 0, 0] = 200
print(chw[0, 0, 0].item(), back[0, 0, 0])
