import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.5, -1.0, 2.0], device=device, requires_grad=True)
y = torch.sigmoid(x)  # sigmoid saves its output y to compute its gradient
y.mul_(2)             # in-place change: y's version counter goes from 0 to 1
y.sum().backward()
