import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
y = x.exp()  # exp saves its output for backward
d = y.detach()
d.zero_()  # in-place on the detached tensor also changes y's storage
y.sum().backward()
