import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(1.0, device=device, requires_grad=True)  # 下面没有用到

out = a * 3
print(torch.autograd.grad(out, [a, b], allow_unused=True))  # b 对应 None

out = a * 3
print(torch.autograd.grad(out, [a, b], materialize_grads=True))  # b 对应全零
