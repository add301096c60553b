import torch

dense = torch.ones(2, 2)
update = torch.tensor([[0.0, 2.0],
                       [3.0, 0.0]]).to_sparse()

print(dense + update)                  # 稠密 + 稀疏：可以
update + dense                         # 稀疏 + 稠密：不行
