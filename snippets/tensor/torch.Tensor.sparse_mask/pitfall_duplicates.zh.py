import torch

d = torch.arange(1.0, 10.0).reshape(3, 3)
mask = torch.sparse_coo_tensor(torch.tensor([[0, 0], [1, 1]]),   # 位置 (0, 1) 出现了两次
                               torch.ones(2), (3, 3))
print(d[0, 1].item(), d.sparse_mask(mask).to_dense()[0, 1].item())   # 2.0 变成了 4.0
print(d.sparse_mask(mask.coalesce()).to_dense()[0, 1].item())       # 先合并掩码
