import torch

torch.manual_seed(0)
w = torch.randn(3, requires_grad=True)
gate = torch.sigmoid(w)  # sigmoid saves its output for backward
out = torch.nn.SiLU(inplace=True)(gate)  # ... which is overwritten here
out.sum().backward()
