import torch

x = torch.tensor([-1.5, 0.0, 2.0])
print(torch.abs(x), abs(x))              # 内置 abs() 调用的是同一个操作

print(torch.tensor([3 + 4j]).abs())      # 复数：取模，结果为 float32

p = torch.tensor([-1.0, 0.0, 2.0], requires_grad=True)
p.abs().sum().backward()
print(p.grad)                            # sign(x)；恰好为 0 处梯度为 0

print(torch.tensor([-128], dtype=torch.int8).abs())   # int8 中没有正 128：仍是 -128
