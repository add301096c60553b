import torch

d = torch.arange(1.0, 10.0).reshape(3, 3)                  # 稠密的数值
mask = torch.sparse_coo_tensor(torch.tensor([[0, 1, 2], [2, 0, 1]]),
                               torch.tensor([0.0, 0.0, 0.0]),   # 掩码的值不起作用
                               (3, 3)).coalesce()
r = d.sparse_mask(mask)                                    # 取 d 在掩码位置上的值
print(r.layout, r.indices().tolist(), r.values())
print(r.to_dense())

print(r.is_coalesced())                                    # 已合并，因为掩码是合并过的
