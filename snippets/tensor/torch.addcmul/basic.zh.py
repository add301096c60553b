import torch

acc = torch.tensor([1.0, 1.0])
a = torch.tensor([2.0, 3.0])
b = torch.tensor([4.0, 5.0])

print(torch.addcmul(acc, a, b, value=0.5))  # 即 acc + 0.5 * a * b

# Adam 的二阶矩原地更新：v = beta2 * v + (1 - beta2) * g * g
beta2 = 0.999
v = torch.zeros(3)
grad = torch.tensor([0.1, -0.2, 0.3])
v.mul_(beta2).addcmul_(grad, grad, value=1 - beta2)
print(v)
