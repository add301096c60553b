import torch

adjacency = torch.tensor([[0.0, 1.0],
                          [1.0, 0.0]])      # 普通（strided）张量
print(adjacency.layout)
adjacency.coalesce()                        # 只有稀疏 COO 张量才有这个方法
