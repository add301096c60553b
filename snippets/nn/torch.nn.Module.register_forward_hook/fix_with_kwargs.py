import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(2, 2).to(device)


def hook(module, args, kwargs, output):
    x = args[0] if args else kwargs["input"]
    print(tuple(x.shape), sorted(kwargs))


layer.register_forward_hook(hook, with_kwargs=True)
layer(torch.ones(1, 2, device=device))
layer(input=torch.ones(1, 2, device=device))
