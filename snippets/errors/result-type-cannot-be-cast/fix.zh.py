import torch

counts = torch.arange(4, dtype=torch.float32)  # 一开始就用浮点
counts += 0.5
print(counts)

ids = torch.arange(4)
shifted = ids + 0.5  # 非原地操作：结果采用类型提升后的 dtype
print(shifted.dtype, ids.dtype)
