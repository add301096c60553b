import torch

x = torch.tensor([-20.0, -2.0, 0.0, 2.0, 20.0])
print(torch.sigmoid(x))          # squashed into (0, 1); 0 maps to 0.5
print(x.sigmoid().shape)         # same shape as the input

print(torch.sigmoid(torch.tensor([1, 2])))   # integer input gives float32

p = torch.tensor([0.0, 2.0], requires_grad=True)
torch.sigmoid(p).sum().backward()
print(p.grad)                    # s * (1 - s): 0.25 at 0, small for large |x|
