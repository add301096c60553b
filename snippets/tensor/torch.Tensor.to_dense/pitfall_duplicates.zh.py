import torch

# 对 (0, 0) 的第二次写入本意是覆盖第一次。
s = torch.sparse_coo_tensor([[0, 0], [0, 0]], [5.0, 7.0], size=(2, 2))
print(s.to_dense())            # 结果是 12，而不是 7
