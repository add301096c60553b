import numpy as np
import torch

img_bgr = np.arange(12, dtype=np.uint8).reshape(2, 2, 3)   # H, W, C
img_rgb = img_bgr[..., ::-1]                                 # 反转通道顺序，BGR -> RGB
print(img_rgb.strides)
torch.from_numpy(img_rgb)
