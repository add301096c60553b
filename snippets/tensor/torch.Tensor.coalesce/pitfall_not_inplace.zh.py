import torch

s = torch.sparse_coo_tensor([[0, 0], [1, 1]], [1.0, 2.0], size=(2, 2))
s.coalesce()               # 结果被丢弃了
print(s.is_coalesced())    # s 本身没有变化
s.values()
