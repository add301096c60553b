import torch

# Getting the module succeeds on any machine: it is only a Python module.
backend = torch.get_device_module("cuda")

print(backend.current_device())
