import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(5, 4),))

gm = ep.module(check_guards=False)
gm(torch.randn(6, 4))  # the batch size is still fixed at 5
