import torch

# 第一个的每个元素都对应第二个的一份缩放副本
print(torch.kron(torch.tensor([1, 2]), torch.tensor([1, 10])))
# 由 2 x 2 块组成的分块对角矩阵
print(torch.kron(torch.eye(2), torch.ones(2, 2)))
# 形状逐维相乘：(2, 3) x (4, 5) -> (8, 15)
print(torch.kron(torch.ones(2, 3), torch.ones(4, 5)).shape)
# 最近邻放大 2 倍
img = torch.tensor([[1.0, 2.0], [3.0, 4.0]])
print(img.kron(torch.ones(2, 2)))
