import numpy as np
import torch

img = np.arange(12, dtype=np.uint8).reshape(2, 2, 3)   # H, W, BGR
rgb = img[..., ::-1]                                   # a reversed view: negative stride
print(torch.as_tensor(rgb.copy()).shape)               # copy first: fine
torch.as_tensor(rgb)
