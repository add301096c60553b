import numpy as np
import torch

bgr = np.arange(2 * 2 * 3, dtype=np.uint8).reshape(2, 2, 3)
image = torch.from_numpy(bgr[:, :, ::-1].copy())  # copy into a normal, positive-stride array
print(image[0, 0])
same = torch.from_numpy(bgr).flip(-1)  # or flip in torch, which returns new data
print(torch.equal(image, same))
