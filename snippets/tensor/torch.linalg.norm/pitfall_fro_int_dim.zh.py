import torch

rows = torch.tensor([[3.0, 4.0],
                     [6.0, 8.0]])

print(torch.norm(rows, p="fro", dim=1))           # 旧函数接受这种写法
print(torch.linalg.vector_norm(rows, dim=1))      # 同样的结果，改用 linalg 的写法
torch.linalg.norm(rows, ord="fro", dim=1)         # 'fro' 是矩阵范数：dim 必须是二元组
