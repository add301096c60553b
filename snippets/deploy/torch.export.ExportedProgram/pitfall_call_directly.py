import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
x = torch.randn(2, 4)
ep = torch.export.export(model, (x,))
ep(x)  # an ExportedProgram is not a module
