import torch

# 列表没有 __dlpack__，于是被当作胶囊处理
torch.from_dlpack([1, 2, 3])
