import torch

d = torch.arange(1.0, 10.0).reshape(3, 3)
keep = d > 6                                       # 稠密的布尔掩码
print(d.sparse_mask(keep.to_sparse()).values())    # 掩码必须是稀疏张量
d.sparse_mask(keep)
