import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-2.0, -0.5, 0.5, 3.0], device=device)
print(torch.clamp(x, min=-1.0, max=1.0))
print(torch.clamp(x, min=0.0))          # one-sided: like relu
print(x.clamp(max=0.0))

# per-element bounds as tensors (broadcast against input)
lo = torch.tensor([0.0, 0.0, 1.0, 1.0], device=device)
hi = torch.tensor([1.0, 1.0, 2.0, 2.0], device=device)
print(torch.clamp(x, min=lo, max=hi))

# gradient is zero where the value was clipped
p = torch.tensor([-2.0, 0.5, 3.0], device=device, requires_grad=True)
torch.clamp(p, 0.0, 1.0).sum().backward()
print(p.grad)
