import torch

a, b = torch.broadcast_tensors(torch.ones(3, 1), torch.ones(1, 4))
a.add_(1)                # 原地操作拒绝内存重叠的张量
