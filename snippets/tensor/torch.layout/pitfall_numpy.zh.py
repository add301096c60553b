import torch

adjacency = torch.tensor([[0.0, 1.0],
                          [1.0, 0.0]]).to_sparse()

print(adjacency.to_dense().numpy())
adjacency.numpy()                      # 比如为了画图
