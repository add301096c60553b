import torch

s = torch.sparse_coo_tensor([[0, 1], [1, 0]], [5.0, 6.0], size=(2, 2))
print(s.is_coalesced())    # 新建的 COO 张量都是未合并的，即使没有重复项
s.indices()
