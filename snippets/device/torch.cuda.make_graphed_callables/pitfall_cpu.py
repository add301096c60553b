import torch

# The graphing step of a GPU training script, run on a machine without a GPU.
model = torch.nn.Linear(16, 4)
model = torch.cuda.make_graphed_callables(model, (torch.randn(8, 16),))
