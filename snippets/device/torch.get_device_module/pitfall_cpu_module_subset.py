import torch

device = torch.device("cpu")
backend = torch.get_device_module(device)

print(backend.memory_allocated())
