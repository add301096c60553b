import numpy as np
import torch

torch.set_default_device("meta")

table = np.ones((2, 3), dtype=np.float32)
print(torch.zeros(2, 3).device)         # 跟随默认设备
print(torch.from_numpy(table).device)   # 与 NumPy 共享内存，所以仍在 CPU 上
print(torch.zeros(2, device="cpu").device)  # 显式指定的设备同样优先
