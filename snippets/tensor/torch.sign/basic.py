import torch

x = torch.tensor([-2.5, 0.0, -0.0, 3.0, float("nan")])

print(torch.sign(x))                       # -1, 0, 0, 1, and NaN comes out as 0
print(torch.sign(torch.tensor([-3, 0, 5])))  # integers keep their dtype
print(torch.sgn(torch.tensor([3 + 4j])))   # complex: z / |z|

w = torch.tensor([0.5, -2.0], requires_grad=True)
torch.sign(w).sum().backward()
print(w.grad)                              # the gradient of sign is zero
