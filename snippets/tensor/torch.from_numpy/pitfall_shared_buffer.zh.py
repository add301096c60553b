import numpy as np
import torch

buffer = np.zeros(3, dtype=np.float32)
batches = []
for step in range(3):
    buffer[:] = step                          # 重新填充同一个 NumPy 缓冲区
    batches.append(torch.from_numpy(buffer))  # 每个张量都与该缓冲区共享内存
print([b.tolist() for b in batches])          # 全都显示最后一次的值

batches = []
for step in range(3):
    buffer[:] = step
    batches.append(torch.from_numpy(buffer).clone())   # 每一步各自复制一份
print([b.tolist() for b in batches])
