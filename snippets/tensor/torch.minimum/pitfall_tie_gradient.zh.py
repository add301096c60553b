import torch

a = torch.tensor([1.0, 2.0], requires_grad=True)
b = torch.tensor([1.0, 3.0], requires_grad=True)

torch.minimum(a, b).sum().backward()
print(a.grad, b.grad)      # 两值相等：各得 0.5，而不是 1 和 0
