import numpy as np
import torch

img = np.arange(12, dtype=np.uint8).reshape(2, 2, 3)   # H, W, BGR
rgb = img[..., ::-1]                                   # 反转后的视图：负步长
print(torch.as_tensor(rgb.copy()).shape)               # 先复制：没问题
torch.as_tensor(rgb)
