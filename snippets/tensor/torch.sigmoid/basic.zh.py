import torch

x = torch.tensor([-20.0, -2.0, 0.0, 2.0, 20.0])
print(torch.sigmoid(x))          # 压缩到 (0, 1)；0 映射为 0.5
print(x.sigmoid().shape)         # 形状与输入相同

print(torch.sigmoid(torch.tensor([1, 2])))   # 整数输入得到 float32

p = torch.tensor([0.0, 2.0], requires_grad=True)
torch.sigmoid(p).sum().backward()
print(p.grad)                    # s * (1 - s)：在 0 处为 0.25，|x| 大时很小
