import torch

# 边的顺序任意，其中一条出现了两次
s = torch.sparse_coo_tensor([[1, 0, 1],
                             [0, 1, 0]], [1.0, 2.0, 3.0], size=(2, 2))
print(s.is_coalesced(), s._nnz())

c = s.coalesce()                 # 新张量：已排序，重复项已求和
print(c.is_coalesced(), c._nnz())
print(c.indices())               # 现在可以调用了
print(c.values())                # (1, 0) 出现了两次：1 + 3 = 4
print(c.coalesce() is c)         # 已经合并过：原样返回
