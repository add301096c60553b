import torch
from torch import nn
from torch.func import functional_call, grad, vmap

torch.manual_seed(0)
model = nn.Linear(2, 1)
x = torch.ones(1, 2)

zeros = {name: torch.zeros_like(p) for name, p in model.named_parameters()}
print(functional_call(model, zeros, (x,)))  # the forward pass with other parameters
print(model(x))  # the module itself is unchanged

# per-sample gradients: differentiate with respect to the parameter dict
params = {name: p.detach() for name, p in model.named_parameters()}


def loss(params, sample, target):
    prediction = functional_call(model, params, (sample.unsqueeze(0),))
    return ((prediction - target) ** 2).sum()


per_sample = vmap(grad(loss), in_dims=(None, 0, 0))(params, torch.randn(4, 2), torch.randn(4, 1))
print({name: g.shape for name, g in per_sample.items()})
