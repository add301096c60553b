import torch

x = torch.arange(6.0).reshape(2, 3)

dims = [d for d in range(x.dim()) if x.size(d) == 1]  # 这里没有大小为 1 的维度：[]
print(dims)
print(x.sum(dim=dims))        # 空的 dim 列表会对所有维度求和
print(x.sum(dim=dims).shape)  # NumPy 的 np.sum(a, axis=()) 会原样返回 a
