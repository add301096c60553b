import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
with torch.autograd.graph.saved_tensors_hooks(lambda t: t, lambda t: t):
    with torch.autograd.graph.disable_saved_tensors_hooks("hooks must be off here"):
        y = x * x
