import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(4, 4), nn.ReLU()).to(device)
stored = []
model[0].register_forward_hook(lambda mod, args, out: stored.append(out))  # no detach

for _ in range(3):
    model(torch.ones(2, 4, device=device))
# every stored output still holds its autograd graph (and the activations it saved)
print(len(stored), [t.grad_fn is not None for t in stored])
