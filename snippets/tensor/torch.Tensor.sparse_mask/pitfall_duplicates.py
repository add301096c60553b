import torch

d = torch.arange(1.0, 10.0).reshape(3, 3)
mask = torch.sparse_coo_tensor(torch.tensor([[0, 0], [1, 1]]),   # position (0, 1) listed twice
                               torch.ones(2), (3, 3))
print(d[0, 1].item(), d.sparse_mask(mask).to_dense()[0, 1].item())   # 2.0 became 4.0
print(d.sparse_mask(mask.coalesce()).to_dense()[0, 1].item())       # coalesce the mask first
