import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

src = torch.ones(3, device=device, requires_grad=True)

dup = torch.tensor(src)               # emits a UserWarning
print(dup.requires_grad)              # the copy is detached from the graph

better = src.detach().clone()         # the recommended spelling, no warning
print(better.requires_grad, torch.equal(dup, better))
