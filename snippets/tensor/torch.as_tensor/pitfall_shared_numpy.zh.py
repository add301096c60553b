import numpy as np
import torch

batch = np.zeros(3, dtype=np.float32)
saved = torch.as_tensor(batch)        # 共享缓冲区
batch[:] = 7.0                        # 该数组会被下一个批次复用
print(saved)                          # “保存”的张量也变了

batch = np.zeros(3, dtype=np.float32)
saved = torch.tensor(batch)           # torch.tensor 总是会复制
batch[:] = 7.0
print(saved)
