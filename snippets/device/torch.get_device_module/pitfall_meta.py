import torch

weights = torch.empty(1024, 1024, device="meta")
backend = torch.get_device_module(weights.device)
