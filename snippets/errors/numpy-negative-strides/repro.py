import numpy as np
import torch

bgr = np.arange(2 * 2 * 3, dtype=np.uint8).reshape(2, 2, 3)  # an OpenCV-style BGR image
rgb = bgr[:, :, ::-1]  # a view with a negative stride, no copy
print(rgb.strides)
image = torch.from_numpy(rgb)
