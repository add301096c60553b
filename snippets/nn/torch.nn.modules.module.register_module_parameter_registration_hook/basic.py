import torch
from torch import nn
from torch.nn.modules.module import (
    register_module_buffer_registration_hook,
    register_module_module_registration_hook,
    register_module_parameter_registration_hook,
)

log = []
handles = [
    register_module_parameter_registration_hook(lambda m, name, p: log.append(f"param {type(m).__name__}.{name}")),
    register_module_buffer_registration_hook(lambda m, name, b: log.append(f"buffer {type(m).__name__}.{name}")),
    register_module_module_registration_hook(lambda m, name, sub: log.append(f"module {type(m).__name__}.{name}")),
]
net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))  # runs every __init__
for h in handles:
    h.remove()
print("\n".join(log))

# a hook may return a replacement: here every new float buffer becomes float64
h = register_module_buffer_registration_hook(lambda m, name, b: None if b is None or not b.is_floating_point() else b.double())
print(nn.BatchNorm1d(2).running_mean.dtype)
h.remove()
