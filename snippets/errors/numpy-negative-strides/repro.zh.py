import numpy as np
import torch

bgr = np.arange(2 * 2 * 3, dtype=np.uint8).reshape(2, 2, 3)  # OpenCV 风格的 BGR 图像
rgb = bgr[:, :, ::-1]  # 一个步长为负的视图，没有复制
print(rgb.strides)
image = torch.from_numpy(rgb)
