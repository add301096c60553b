import torch

v = torch.tensor([3.0, -4.0])
M = torch.tensor([[1.0, -2.0],
                  [3.0, 4.0]])

print(torch.norm(v))                      # 2-范数
print(v.norm(p=1))                        # 方法形式
print(torch.norm(M))                      # 默认 p='fro'：对所有元素计算
print(torch.norm(M, dim=1))               # 每行一个
print(torch.norm(M, p="nuc"))             # 核范数：真正的矩阵范数

# 其文档推荐的替代写法
print(torch.linalg.vector_norm(M, dim=1))
print(torch.linalg.matrix_norm(M, ord="nuc"))
