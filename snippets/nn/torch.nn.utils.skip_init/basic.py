import torch
from torch import nn
from torch.nn.utils import skip_init

# Build without running reset_parameters(): the memory is left uninitialised
layer = skip_init(nn.Linear, 1024, 1024)
print(type(layer).__name__, layer.weight.shape, layer.weight.requires_grad)

# So initialise it yourself, or load weights right away
torch.manual_seed(0)
nn.init.zeros_(layer.bias)
nn.init.orthogonal_(layer.weight)
print(layer.bias.abs().sum().item())

# Constructor arguments pass through, including device and dtype
small = skip_init(nn.Linear, 4, 2, bias=False, dtype=torch.float64)
small.load_state_dict({"weight": torch.ones(2, 4, dtype=torch.float64)})
print(small.weight)
