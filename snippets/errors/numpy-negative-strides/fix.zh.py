import numpy as np
import torch

bgr = np.arange(2 * 2 * 3, dtype=np.uint8).reshape(2, 2, 3)
image = torch.from_numpy(bgr[:, :, ::-1].copy())  # 复制成一个普通的、步长为正的数组
print(image[0, 0])
same = torch.from_numpy(bgr).flip(-1)  # 或者在 torch 中翻转，它返回的是新数据
print(torch.equal(image, same))
