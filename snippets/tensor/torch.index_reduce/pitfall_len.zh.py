import torch

x = torch.ones(3, 2)
src = torch.ones(4, 2)
idx = torch.tensor([0, 1, 2])                # 比 src.size(0) 少一个
x.index_reduce(0, idx, src, "prod")
