import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

w = torch.zeros(3, device=device, requires_grad=True)

with torch.no_grad():
    w.add_(1.0)  # fine: not recorded by autograd
print(w)

w.add_(1.0)  # outside no_grad: refused
