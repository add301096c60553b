import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.tensor(1.0, device=device, requires_grad=True)
b = torch.tensor(1.0, device=device, requires_grad=True)  # not used below

out = a * 3
print(torch.autograd.grad(out, [a, b], allow_unused=True))  # None for b

out = a * 3
print(torch.autograd.grad(out, [a, b], materialize_grads=True))  # zeros for b
