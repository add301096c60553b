import torch

x = torch.tensor([[0.0, 0.0], [1.0, 1.0]])   # 两个点
y = torch.tensor([[3.0, 4.0], [1.0, 1.0]])   # 另外两个点

print(torch.dist(x, y))                          # 对全部元素只算出一个数，不是每行一个
print(torch.linalg.vector_norm(x - y, dim=1))    # 逐行计算
