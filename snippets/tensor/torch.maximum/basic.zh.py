import torch

a = torch.tensor([1.0, 5.0, 3.0])
b = torch.tensor([3.0, 2.0, 3.0])

print(torch.maximum(a, b))                        # 逐元素比较
print(a.maximum(torch.tensor(2.0)))               # 0 维张量会广播
print(torch.maximum(torch.ones(2, 1), torch.zeros(3)).shape)  # (2, 1) 与 (3,) -> (2, 3)
print(torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 0.0])))  # int 与 float -> float

x = torch.tensor([1.0, 2.0], requires_grad=True)
y = torch.tensor([1.0, 0.0], requires_grad=True)
torch.maximum(x, y).sum().backward()
print(x.grad, y.grad)                             # 相等时梯度平分为 0.5 / 0.5
