import torch

# 一个 2 x 3 的稀疏矩阵，存有三个条目；(0, 1) 出现了两次。
s = torch.sparse_coo_tensor([[0, 1, 0], [1, 0, 1]], [1.0, 2.0, 3.0], size=(2, 3))

d = s.to_dense()
print(d)                       # 重复项被求和：(0, 1) 处为 1 + 3
print(d.layout, d.shape)

# 需要别的 dtype？在之前或之后转换，不要用 to_dense(dtype=...)。
print(s.to_dense().to(torch.float64).dtype)

# 对普通张量调用时不做任何操作，返回同一个对象。
x = torch.ones(2)
print(x.to_dense() is x)
